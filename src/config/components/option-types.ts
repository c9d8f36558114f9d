/**
 * Option schemas that point at the config schema's own definitions ($defs of pages.config/schema.json), typed as the
 * config's TypeScript types: a component's option that is a visitor text, a data source or a link (decision 049).
 */
import Type from 'typebox';
import type { LinkConfig, SourceConfig, Text } from '../config-parts';

export const TextOption = (description: string) => Type.Unsafe<Text>({ $ref: '#/$defs/text', description });
export const SourceOption = (description: string) => Type.Unsafe<SourceConfig>({ $ref: '#/$defs/source', description });
export const LinkOption = () => Type.Unsafe<LinkConfig>({ $ref: '#/$defs/link' });
