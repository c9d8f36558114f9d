import { globalStyle } from '@vanilla-extract/css';

// In the preview every section is a target: outlined under the pointer, and the one selected in the studio marked.
globalStyle('[data-section]', { cursor: 'pointer' });
globalStyle('[data-section]:hover', { outline: '2px dashed #1d63c9', outlineOffset: 2 });
globalStyle('[data-studio-selected]', { outline: '3px solid #1d63c9', outlineOffset: 2 });
