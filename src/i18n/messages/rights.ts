/** UI text of the member actions: rights (issue 9). */
export const zh = {} as const;

export const en: Record<keyof typeof zh, string> = {} as const;
