import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import escapeHtml from 'escape-html';
import matter from 'gray-matter';
import { Marked } from 'marked';
import { AppConfig } from '../config/app-config';

export interface GuideArticle {
  phrase: string;
  html: string;
}

/** The generic guide, used for any state without its own; `{state}` stands for the state's name. */
export const FALLBACK_GUIDE = 'fallback';
const STATE_PLACEHOLDER = /\{state\}/g;

/**
 * Markdown to HTML; raw HTML in a guide is shown as text, never run. A guide's `##` sections sit
 * under the page's own 'About ...' heading (h2), so every heading goes one level down.
 */
const markdown = new Marked({
  gfm: true,
  renderer: {
    html: ({ text }) => escapeHtml(text),
    heading({ tokens, depth }) {
      const level = Math.min(depth + 1, 6);
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
  },
});

/**
 * The state guides: one Markdown file per state slug (`texas.md`) and `fallback.md`, with a
 * front matter `phrase`, read and rendered once at start-up.
 */
@Injectable()
export class StateGuides implements OnModuleInit {
  private readonly logger = new Logger(StateGuides.name);
  private readonly articles = new Map<string, GuideArticle>();

  constructor(private readonly config: AppConfig) {}

  async onModuleInit(): Promise<void> {
    const directory = this.config.stateGuidesDirectory;
    let files: string[];
    try {
      files = (await readdir(directory)).filter((file) => file.endsWith('.md'));
    } catch {
      this.logger.warn(`No state guides in ${directory}: state pages show no article.`);
      return;
    }
    for (const file of files) {
      const { data, content } = matter(await readFile(join(directory, file), 'utf8'));
      const phrase = typeof data.phrase === 'string' ? data.phrase.trim() : '';
      this.articles.set(basename(file, '.md'), { phrase, html: await markdown.parse(content) });
    }
  }

  /** The state's own guide, or the generic one with the state's name in it. */
  forState(slug: string, stateName: string): GuideArticle {
    const own = this.articles.get(slug);
    if (own) return own;
    const fallback = this.articles.get(FALLBACK_GUIDE) ?? { phrase: '', html: '' };
    const name = escapeHtml(stateName);
    return { phrase: fallback.phrase.replace(STATE_PLACEHOLDER, stateName), html: fallback.html.replace(STATE_PLACEHOLDER, name) };
  }
}
