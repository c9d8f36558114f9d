/**
 * The shape of a section component's editing definition (components/<Name>/editing.ts): what an HR editor sees of it in
 * the studio. The studio's form shows exactly the settings named here, the data choices by name, pickers for the
 * parameters that have them and the component's own options with their words; defaults start a new section
 * (decision 049). Never imported by the portal's start-up code: only the studio, the schema script and tests.
 */
import type { TObject } from 'typebox';
import type { SectionBase, SourceConfig } from '../config-parts';

/** A name or help in both of the studio's languages. */
export interface Words {
  'zh-CN': string;
  en: string;
}

/** The section settings an editor may be offered (their words are in the studio's setting table). */
export type SectionSetting =
  'title' | 'pageSize' | 'show' | 'paginate' | 'more' | 'width' | 'hidden' | 'careMode' | 'careOrder';

/** One data choice: the name an editor picks, and the source it stands for (first: the default). */
export interface DataChoice {
  label: Words;
  source: SourceConfig;
}

/** Where a picker's choices come from: article categories (homeArticleCategory), districts (the area tree). */
export type PickerKind = 'articleCategory' | 'district';

/**
 * A source parameter an editor sets by choosing a name, or (`text`) by typing it: a list's fixed filter such as
 * 只显示含关键词… (issue 32 item 3). Shown only when the section's operation takes the parameter.
 */
export interface ParamPicker {
  param: string;
  picker: PickerKind | 'text';
  label: Words;
  help: Words;
}

/** Words of one of the component's own options. */
export interface OptionWords {
  label: Words;
  help: Words;
  /** Names of an enumerated option's values. */
  choices?: Readonly<Record<string, Words>>;
  /** HTML written in the studio's rich-text editor (a text block's, decision 086), not typed as a line. */
  richText?: true;
}

export interface EditingDefinition<Options = undefined> {
  label: Words;
  /** What the section shows, in a sentence an editor understands. */
  settings: readonly SectionSetting[];
  /** Named data choices (absent for components that draw none or whose source an editor does not choose). */
  data?: readonly DataChoice[];
  pickers?: readonly ParamPicker[];
  /** The JSON Schema of `options` (TypeBox, so its TypeScript type follows); absent: the component takes none. */
  options?: TObject;
  /** Words of the options an editor edits (an option without words is kept, not shown). */
  optionWords?: Partial<Record<keyof NonNullable<Options> & string, OptionWords>>;
  /** A new section starts with these (a title and the data it needs); a unit test holds them to the checker. */
  defaults: Omit<SectionBase, 'id' | 'component'> &
    (Options extends undefined ? { options?: never } : { options?: Options });
}
