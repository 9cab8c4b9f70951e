import { describe, expect, it } from 'vitest';
import { helpLinkKind, helpTextProblems, parseHelpText } from './help-text';

describe('parseHelpText (markdown-lite)', () => {
  it('splits paragraphs on blank lines and joins the lines of a paragraph', () => {
    expect(parseHelpText('One line\ncontinued.\n\nSecond.')).toEqual([
      { kind: 'paragraph', inlines: [{ kind: 'text', text: 'One line continued.' }] },
      { kind: 'paragraph', inlines: [{ kind: 'text', text: 'Second.' }] },
    ]);
  });

  it('reads bullet and numbered lists, also right after a paragraph line', () => {
    const blocks = parseHelpText('Intro:\n- one\n- two\n  still two\n1. first\n2. second');
    expect(blocks.map((b) => b.kind)).toEqual(['paragraph', 'list', 'list']);
    expect(blocks[1]).toEqual({
      kind: 'list',
      ordered: false,
      items: [[{ kind: 'text', text: 'one' }], [{ kind: 'text', text: 'two still two' }]],
    });
    expect(blocks[2]).toMatchObject({ kind: 'list', ordered: true });
  });

  it('reads **bold** and [links](target) inside text', () => {
    expect(parseHelpText('Open **Deposit** in [My account](/member?page=depositv2) now.')).toEqual([
      {
        kind: 'paragraph',
        inlines: [
          { kind: 'text', text: 'Open ' },
          { kind: 'strong', text: 'Deposit' },
          { kind: 'text', text: ' in ' },
          { kind: 'link', text: 'My account', href: '/member?page=depositv2' },
          { kind: 'text', text: ' now.' },
        ],
      },
    ]);
  });

  it('keeps anything else as text, HTML included (it is never interpreted)', () => {
    expect(parseHelpText('<img src=x onerror=alert(1)> **unclosed')).toEqual([
      { kind: 'paragraph', inlines: [{ kind: 'text', text: '<img src=x onerror=alert(1)> **unclosed' }] },
    ]);
  });
});

describe('help links', () => {
  it.each([
    ['/member?page=withdraw', 'route'],
    ['/helpmc#deposits', 'route'],
    ['#contact', 'term'],
    ['https://t.me/auroraplay_cs', 'external'],
    ['mailto:help@example.com', 'external'],
    ['javascript:alert(1)', null],
    ['JavaScript:alert(1)', null],
    ['//evil.example', null],
    ['http://plain.example', null],
    ['data:text/html,x', null],
  ])('%s is %s', (href, kind) => {
    expect(helpLinkKind(href)).toBe(kind);
  });

  it('reports HTML and unknown terms', () => {
    const terms = new Set(['contact']);
    expect(helpTextProblems('[Ask](#contact) **now**', terms)).toEqual([]);
    expect(helpTextProblems('[Ask](#billing)', terms)).toEqual([
      'link target "#billing" names no help section of this brand',
    ]);
    expect(helpTextProblems('a <br> b', terms)[0]).toMatch(/not HTML: <br>/);
  });

  it('reports the links the parse finds, whatever else the text holds', () => {
    const terms = new Set(['contact']);
    const refused = (href: string) =>
      `link target "${href}" is not allowed (use a site path "/…", "#term", an https:// URL or mailto:)`;
    // Allowed targets, also in lists, after a bad target that is no link (white space before its ")").
    expect(
      helpTextProblems('- [a](/x)\n- [b](#contact)\n\n[c](javascript:x y) [d](mailto:a@b.c)', terms),
    ).toEqual([]);
    // A link whose text spans two lines is one link once the lines are joined.
    expect(helpTextProblems('see [the\nrules](javascript:x)', terms)).toEqual([refused('javascript:x')]);
    // Inside **bold** a link is bold text, not a link.
    expect(helpTextProblems('**[a](javascript:x)** and [b](/ok)', terms)).toEqual([]);
    // Each refused link once, in order, around allowed ones; a target runs to the first ")".
    expect(helpTextProblems('[a](/ok) [b](//evil) [c](#nope) [d](http://x)y)', terms)).toEqual([
      refused('//evil'),
      'link target "#nope" names no help section of this brand',
      refused('http://x'),
    ]);
    // A target stops at any white space, a no-break space or CR included.
    expect(helpTextProblems('[a](/ok\u00a0x) [b](/ok\r\n)', terms)).toEqual([]);
  });
});
