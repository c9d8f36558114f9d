/**
 * One published version of the page config, as the studio's publishing service keeps it and its API lists it
 * (server/studio/config-history.ts writes it, the studio reads it; decision 020).
 */
export interface VersionMeta {
  id: string;
  /** ISO time of the publication. */
  publishedAt: string;
  /** Who published (empty for the file as deployed). */
  editor: string;
  comment: string;
  /** SHA-256 (hex) of the published bytes: the config's ETag. */
  hash: string;
  /** The version this one published again. */
  restoredFrom?: string;
  /** The config that was live before the first publication (as deployed), kept so it can be restored. */
  initial?: true;
}
