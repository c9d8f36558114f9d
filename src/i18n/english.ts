/**
 * The English catalogue, loaded when a visitor chooses English (loadEnglish in i18n.ts): the Chinese-reading
 * majority never fetches it. One file per area under messages/en/, beside the Chinese ones.
 */
import { en as core } from './messages/en/core';
import { en as home } from './messages/en/home';
import { en as pages } from './messages/en/pages';
import { en as forms } from './messages/en/forms';
import { en as gates } from './messages/en/gates';
import { en as account } from './messages/en/account';
import { en as apply } from './messages/en/apply';
import { en as signup } from './messages/en/signup';
import { en as talent } from './messages/en/talent';
import { en as rights } from './messages/en/rights';
import { en as gov } from './messages/en/gov';

export const english = {
  ...core,
  ...home,
  ...pages,
  ...forms,
  ...gates,
  ...account,
  ...apply,
  ...signup,
  ...talent,
  ...rights,
  ...gov,
};
