import type { LocalizedText } from './brand';

/** A feedback question type of brand.json support.feedback.types (spec §3 Feedback). */
export interface FeedbackTypeConfig {
  code: string;
  name: LocalizedText;
  /** A complaint: must be answered within support.feedback.complaintHours. */
  complaint?: boolean;
}

/** Support hours of the live chat in the brand's business time zone: days 1 (Monday) … 7 (Sunday), HH:MM. */
export interface ChatHoursConfig {
  days: number[];
  open: string;
  close: string;
}

/** brand.json "support" (schemas/brand.schema.json). */
export interface SupportConfig {
  feedback: {
    /** Spec §5: content must lie between these word counts (bounds not shown to the player). */
    minWords: number;
    maxWords: number;
    /** Hours within which a complaint must be answered; later ones are flagged overdue to operators. */
    complaintHours: number;
    types: FeedbackTypeConfig[];
  };
  chat: { hours: ChatHoursConfig };
}

/** Feedback images (and chat attachments): png or jpg, at most 3, each at most 5 MB. */
export const SUPPORT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const SUPPORT_IMAGE_MAX_FILES = 3;
/** Character caps beside the word bounds: contact and one chat message. */
export const FEEDBACK_CONTACT_MAX = 100;
export const FEEDBACK_CONTENT_MAX_CHARS = 5000;
export const CHAT_MESSAGE_MAX = 500;

const segmenters = new Map<string, Intl.Segmenter>();

/**
 * Words of a text as the reader counts them: Intl.Segmenter's word-like segments, so Chinese and Thai (written
 * without spaces) count words too, and punctuation or emoji alone count none.
 */
export function countWords(text: string, language = 'en'): number {
  const locale = language === 'cn' ? 'zh' : language === 'ty' ? 'fil' : language;
  let segmenter = segmenters.get(locale);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(locale, { granularity: 'word' });
    segmenters.set(locale, segmenter);
  }
  let words = 0;
  for (const segment of segmenter.segment(text)) if (segment.isWordLike) words += 1;
  return words;
}

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

const clocks = new Map<string, Intl.DateTimeFormat>();

/** Weekday (1 = Monday … 7) and minute of day of an instant in an IANA zone. */
function localClock(at: Date, timeZone: string): { day: number; minute: number } {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    clocks.set(timeZone, clock);
  }
  const parts = clock.formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(get('weekday')) + 1;
  return { day, minute: Number(get('hour')) * 60 + Number(get('minute')) };
}

/**
 * Is support online at an instant, and if not, when it is back: the next opening minute within a week (found by
 * walking minute by minute, so a window of any length and a time zone of any offset are found exactly). A window
 * whose close is before its open runs past midnight; open = close means the whole day.
 */
export function chatAvailability(
  hours: ChatHoursConfig,
  timeZone: string,
  at: Date = new Date(),
): { online: boolean; backAt: Date | null } {
  const open = minutesOf(hours.open);
  const close = minutesOf(hours.close);
  const isOpen = (when: Date) => {
    const { day, minute } = localClock(when, timeZone);
    if (open === close) return hours.days.includes(day);
    if (open < close) return hours.days.includes(day) && minute >= open && minute < close;
    const yesterday = day === 1 ? 7 : day - 1;
    return (hours.days.includes(day) && minute >= open) || (hours.days.includes(yesterday) && minute < close);
  };
  if (isOpen(at)) return { online: true, backAt: null };
  const start = Math.ceil(at.getTime() / 60_000) * 60_000;
  for (let minute = 0; minute <= 7 * 24 * 60 + 60; minute++) {
    const probe = new Date(start + minute * 60_000);
    if (isOpen(probe)) return { online: false, backAt: probe };
  }
  return { online: false, backAt: null };
}
