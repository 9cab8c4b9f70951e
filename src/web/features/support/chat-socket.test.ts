import { describe, expect, it } from 'vitest';
import { type ChatMessage, mergeMessages, systemNotice } from './chat-socket';

const m = (id: string, body = id): ChatMessage => ({
  id,
  room: '1',
  sender: 'player',
  name: null,
  body,
  fileId: null,
  createdAt: '',
});

describe('mergeMessages', () => {
  it('keeps one copy per id, in id order', () => {
    expect(mergeMessages([m('2'), m('10')], [m('3'), m('2', 'again')]).map((x) => [x.id, x.body])).toEqual([
      ['2', 'again'],
      ['3', '3'],
      ['10', '10'],
    ]);
  });
});

describe('systemNotice', () => {
  it('reads the data of a notice and ignores plain text', () => {
    expect(systemNotice('{"k":"offline","backAt":null,"ticket":"4"}')).toEqual({
      k: 'offline',
      backAt: null,
      ticket: '4',
    });
    expect(systemNotice('hello')).toBeNull();
    expect(systemNotice('{"x":1}')).toBeNull();
  });
});
