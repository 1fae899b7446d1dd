/**
 * Finding the rules text link on the rules page: every URL form Wizards has
 * used, relative links resolved against the page, other links ignored, and
 * exactly one file required.
 */
import { describe, expect, it } from 'vitest';
import { keyFromFileName } from '../../src/lineage/edition-key.ts';
import { fileNameOf, findCrLink, pageLinks } from '../../src/updater/find-cr-link.ts';
import { UpdateError } from '../../src/updater/update-error.ts';

const PAGE = 'https://magic.wizards.com/en/rules';
const page = (body: string) =>
  `<!doctype html><html><head><title>Rules</title></head><body>${body}</body></html>`;

describe('findCrLink', () => {
  it.each([
    ['https://media.wizards.com/2026/downloads/MagicCompRules%2020260116.txt', '2026-01-16'],
    ['https://media.wizards.com/2014/downloads/MagicCompRules_20140926.txt', '2014-09-26'],
    ['https://media.wizards.com/2015/docs/MagicCompRules_20150327.txt', '2015-03-27'],
    [
      'https://media.wizards.com/images/magic/tcg/resources/rules/MagicCompRules_20121001.txt',
      '2012-10-01',
    ],
    ['https://media.wizards.com/2017/downloads/MagicCompRules20170925.txt', '2017-09-25'],
    ['https://media.wizards.com/2016/docs/MagicCompRules_CN2_Update_20160826.txt', '2016-08-26'],
  ])('finds %s among the other links, and its edition', (href, key) => {
    const html = page(
      `<a href="/en/news">News</a><a href="${href.replace('.txt', '.pdf')}">PDF</a>
       <a href="${href.replace('.txt', '.docx')}">DOCX</a><a href="${href}">TXT</a>
       <a href="/robots.txt">robots</a><a href="mailto:rules@example.org">mail</a>`,
    );
    const found = findCrLink(html, PAGE);
    expect(found).toBe(href);
    expect(keyFromFileName(fileNameOf(found))).toBe(key);
  });

  it('resolves relative, root-relative and protocol-relative links against the page', () => {
    const at = (href: string) => findCrLink(page(`<p><a href="${href}">TXT</a></p>`), PAGE);
    expect(at('../files/MagicCompRules%2020260116.txt')).toBe(
      'https://magic.wizards.com/files/MagicCompRules%2020260116.txt',
    );
    expect(at('/2026/downloads/MagicCompRules 20260116.txt')).toBe(
      'https://magic.wizards.com/2026/downloads/MagicCompRules%2020260116.txt',
    );
    expect(at('//media.wizards.com/2026/downloads/MagicCompRules%2020260116.txt')).toBe(
      'https://media.wizards.com/2026/downloads/MagicCompRules%2020260116.txt',
    );
  });

  it('counts one file linked several times (with a fragment, in an image map) once', () => {
    const href = 'https://media.wizards.com/2026/downloads/MagicCompRules%2020260116.txt';
    const html = page(
      `<a href="${href}">TXT</a><a href="${href}#top">text</a><map><area href="${href}" alt="TXT"></map>`,
    );
    expect(pageLinks(html, PAGE)).toHaveLength(3);
    expect(findCrLink(html, PAGE)).toBe(href);
  });

  it('fails with zero links, and with two different files, saying which', () => {
    expect(() =>
      findCrLink(page('<a href="/rules.pdf">PDF</a><a href="/robots.txt">r</a>'), PAGE),
    ).toThrow(/links no Comprehensive Rules \.txt file \(2 links read\)/);
    const two = page(
      '<a href="/a/MagicCompRules_20250101.txt">a</a><a href="/b/MagicCompRules_20250102.txt">b</a>',
    );
    try {
      findCrLink(two, PAGE);
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(UpdateError);
      expect((err as UpdateError).kind).toBe('links');
      expect((err as UpdateError).message).toBe(
        `${PAGE} links 2 Comprehensive Rules .txt files (https://magic.wizards.com/a/MagicCompRules_20250101.txt, https://magic.wizards.com/b/MagicCompRules_20250102.txt); expected exactly one, so nothing was downloaded`,
      );
    }
  });

  it('ignores a text link in a script or a comment, and a javascript: link', () => {
    const html = page(
      `<script>var u = "<a href='/x/MagicCompRules_20250101.txt'>";</script><!-- <a href="/y/MagicCompRules_20250102.txt"> -->
       <a href="javascript:alert('MagicCompRules_1.txt')">x</a><a href="/z/MagicCompRules_20250103.txt">TXT</a>`,
    );
    expect(findCrLink(html, PAGE)).toBe('https://magic.wizards.com/z/MagicCompRules_20250103.txt');
  });
});
