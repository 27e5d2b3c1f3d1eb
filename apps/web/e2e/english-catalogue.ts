/**
 * The English words the console can show that differ from their pt-BR words: every screen area's
 * messages, the option and permission words, the server's message catalogue and the notes it writes
 * into records. A pt-BR screen showing one of them (`shownTexts`) has an English sentence inside it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { MESSAGES } from '@wallet/contracts/messages';
import { NOTES } from '@wallet/contracts/notes';
import { addWords, i18n, initI18n } from '../src/i18n';
import { MESSAGES_PT_BR } from '../src/i18n/said/pt-BR';
import { NOTES_PT_BR } from '../src/i18n/said/notes-pt-BR';
import { screenTitleWords } from '../src/router/screen-titles';

const SOURCES = path.resolve(import.meta.dirname, '../src');

/**
 * Every module of words the router loads, in English: each area's (`pages/<area>/words.ts`) and
 * the console's (`components/words.ts`, `layouts/words.ts`); each has its pt-BR beside it (`words.pt-BR.ts`).
 */
function wordModules(): string[] {
  const areas = fs.readdirSync(path.join(SOURCES, 'pages')).map((area) => path.join(SOURCES, 'pages', area, 'words.ts')).filter((file) => fs.existsSync(file));
  return [...areas, path.join(SOURCES, 'components', 'words.ts'), path.join(SOURCES, 'layouts', 'words.ts')];
}

const leaves = (node: unknown, path = ''): [string, string][] =>
  typeof node === 'string'
    ? [[path, node]]
    : Object.entries(node as Record<string, unknown>).flatMap(([key, child]) => leaves(child, path ? `${path}.${key}` : key));

/** A sentence as a matcher of whole texts: `{{name}}` and i18next's `$t(...)` stand for anything. */
function matcher(english: string): RegExp {
  const literal = english.split(/\{\{[^}]+\}\}|\$t\([^)]*\)/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${literal.join('.+')}$`, 's');
}

export interface EnglishWords {
  key: string;
  english: string;
  matches: RegExp;
}

export async function englishOnlyWords(): Promise<EnglishWords[]> {
  initI18n('en');
  // Every area's words and the console's, as the router adds them before a page draws.
  await addWords(screenTitleWords);
  for (const file of wordModules()) {
    await addWords(async (language) => (await import(pathToFileURL(language === 'en' ? file : file.replace(/\.ts$/, `.${language}.ts`)).href)).default);
  }
  await i18n.loadLanguages(['en', 'pt-BR']);
  const portuguese = new Map(leaves(i18n.getResourceBundle('pt-BR', 'translation')));
  const fromScreens = leaves(i18n.getResourceBundle('en', 'translation')).filter(([key, english]) => portuguese.get(key) !== english);
  const fromServer = Object.entries(MESSAGES)
    .filter(([key, { en }]) => MESSAGES_PT_BR[key as keyof typeof MESSAGES_PT_BR] !== en)
    .map(([key, { en }]) => [`said:${key}`, en] as [string, string]);
  const fromNotes = Object.entries(NOTES)
    .filter(([key, { en }]) => NOTES_PT_BR[key as keyof typeof NOTES_PT_BR] !== en)
    .map(([key, { en }]) => [`note:${key}`, en] as [string, string]);
  return [...fromScreens, ...fromServer, ...fromNotes]
    // Too short to tell a language by: codes and units, and sentence frames like "Account {{label}}"
    // whose few fixed words a record's own text (a reason, a name) may also read.
    .filter(([, english]) => {
      const fixed = english.replace(/\{\{[^}]+\}\}|\$t\([^)]*\)/g, '').trim().length;
      return fixed >= (english.includes('{{') ? 12 : 4);
    })
    .map(([key, english]) => ({ key, english, matches: matcher(english) }));
}

/**
 * Every text a member reads on the page, in the browser (`page.evaluate(shownTexts, attributes)`):
 * its text nodes, and the attributes named (a control's label and hint, a tooltip) of the elements
 * that carry them.
 */
export function shownTexts(attributes: readonly string[]): string[] {
  const texts = new Set<string>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent && parent.closest('script, style, [hidden], [aria-hidden="true"]') === null) texts.add((node.textContent ?? '').trim());
  }
  for (const element of document.querySelectorAll(attributes.map((name) => `[${name}]`).join(', '))) {
    for (const name of attributes) texts.add((element.getAttribute(name) ?? '').trim());
  }
  texts.delete('');
  return [...texts];
}
