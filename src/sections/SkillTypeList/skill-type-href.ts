/**
 * The address of one skill type's courses: /skillType?type={id}, whose course list asks schoolList by the type's id
 * (`type_id`, the contract's parameter for /skillType), not by its name as a keyword. SkillTypeList's links and a
 * course's type (SkillDetail) lead there.
 */
export const skillTypeHref = (typeId: number) => `/skillType?${new URLSearchParams({ type: String(typeId) })}`;
