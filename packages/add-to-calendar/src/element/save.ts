import type { NormalizedDate, WidgetConfig } from '../core/config-types';
import { type CalendarOption, savesEveryDateAtOnce } from '../core/options';
import { calendarUrlWith } from '../core/providers';
import type { Texts } from '../i18n/texts';
import { addBranding } from './branding';
import { copyText, type DialogContent, openDialog, paragraph } from './dialogs';
import { checkmark, h } from './dom';
import { emit } from './events';
import { dateLines } from './format';
import type { Platform } from './platform';

/** What saving needs from the element it belongs to. */
export interface SaveContext {
  host: HTMLElement;
  config: WidgetConfig;
  texts: Texts;
  platform: Platform;
  container: HTMLElement;
  saved: Map<CalendarOption, Set<number>>;
  /** Called after every save, to mark the option once every date of it is saved. */
  onSaved: (option: CalendarOption) => void;
}

type SaveEvent = 'openCalendarLink' | 'openSingletonLink' | 'openSubEventLink';

let icsModule: Promise<typeof import('../core/ics')> | undefined;
/**
 * The .ics builder is its own chunk: most visitors pick a web calendar. The element starts fetching it
 * the moment a pointer or focus reaches the button, so it is there when a file is chosen.
 */
export const loadIcs = () => {
  icsModule ??= import('../core/ics');
  return icsModule;
};

/** A dialog with the branding link in the window's corner (unless `hideBranding`). */
export function dialog(ctx: SaveContext, content: DialogContent): HTMLDialogElement {
  const opened = openDialog(ctx.container, content);
  if (!ctx.config.flags.hideBranding) addBranding(opened, ctx.texts, true);
  return opened;
}

/** A choice in the list or a single button: one date, every date in one file, or the dates dialog. */
export function choose(ctx: SaveContext, option: CalendarOption, eventName: SaveEvent) {
  const { config } = ctx;
  if (savesEveryDateAtOnce(option, config)) void saveDate(ctx, option, undefined, eventName);
  else if (config.multiDate) multiDateDialog(ctx, option);
  else void saveDate(ctx, option, config.dates[0] as NormalizedDate, eventName);
}

function multiDateDialog(ctx: SaveContext, option: CalendarOption) {
  const { config, texts } = ctx;
  const buttons = config.dates.map((date) => {
    const lines = dateLines(date, config.language);
    const cancelled = date.status === 'CANCELLED';
    const saved = ctx.saved.get(option)?.has(date.index) ?? false;
    const button = h(
      'button',
      {
        type: 'button',
        class: 'atcb-date',
        'data-index': String(date.index),
        'data-cancelled': cancelled,
        disabled: date.overdue,
      },
      h('span', { class: 'atcb-badge', 'aria-hidden': 'true' }, lines.day, h('small', {}, lines.month)),
      h(
        'span',
        { class: 'atcb-lines' },
        h('span', { class: 'atcb-headline' }, date.name),
        h('span', { class: 'atcb-line' }, lines.dateLine),
        lines.timeLine ? h('span', { class: 'atcb-line' }, lines.timeLine) : null,
        date.location
          ? h('span', { class: 'atcb-line atcb-where' }, date.onlineEvent ? texts.online : date.location)
          : null,
        cancelled ? h('span', { class: 'atcb-notice' }, texts.cancelled) : null,
        date.overdue ? h('span', { class: 'atcb-notice' }, texts.expired) : null,
        !cancelled && !date.overdue ? h('span', { class: 'atcb-hover' }, texts['date.save']) : null,
      ),
      saved && !config.flags.hideCheckmark ? checkmark(texts.saved) : null,
    );
    button.addEventListener('click', async () => {
      const done = await saveDate(ctx, option, date, 'openSubEventLink');
      if (done && !button.querySelector('.atcb-check') && !config.flags.hideCheckmark) {
        button.append(checkmark(texts.saved));
      }
    });
    return button;
  });
  dialog(ctx, {
    headline: texts['multidate.h'],
    body: [paragraph(texts['multidate.text']), h('div', { class: 'atcb-dates' }, ...buttons)],
    closeLabel: texts.close,
  });
}

/**
 * Opens, downloads or copies one date (or, with no date, every date in one .ics) for one option; true
 * when it counts as saved. Nothing is awaited before a web calendar opens, so the click still counts as
 * the visitor's own and no popup blocker stops the new tab.
 */
export async function saveDate(
  ctx: SaveContext,
  option: CalendarOption,
  date: NormalizedDate | undefined,
  eventName: SaveEvent,
): Promise<boolean> {
  const { config, texts, platform, container } = ctx;
  if (config.blockInteraction) return false;
  const first = date ?? (config.dates[0] as NormalizedDate);
  const needsIcs =
    !config.subscribe && (option === 'apple' || option === 'ical' || first.status === 'CANCELLED');
  const ics = needsIcs ? await loadIcs() : undefined;
  const link = calendarUrlWith(
    (index) => ics?.icsDataUrlFor(config, date === undefined ? undefined : index) ?? '',
    option,
    first,
    config,
    platform,
  );
  const fileName = ics?.icsFileName(config);
  if (link.kind === 'cancelled') {
    // Only an .ics with METHOD:CANCEL removes the event; the warning offers that file instead.
    dialog(ctx, {
      headline: texts['cancelled.h'],
      body: [paragraph(texts['cancelled.text'])],
      actions: [h('a', { class: 'atcb-action', href: link.url, download: fileName }, texts.ical)],
      closeLabel: texts.close,
    });
    return false;
  }
  emit(ctx.host, config, eventName, { option, ...(date && { date: date.index }), url: link.url });
  if (link.kind === 'copy') {
    void copyText(link.url);
    dialog(ctx, {
      headline: texts['yahoo.h'],
      body: [paragraph(texts['yahoo.text']), paragraph(texts.clipboard, 'atcb-status')],
      actions: [
        h(
          'a',
          { class: 'atcb-action', href: 'https://calendar.yahoo.com/', target: '_blank', rel: 'noopener' },
          texts['yahoo.open'],
        ),
      ],
      closeLabel: texts.close,
    });
  } else if (link.kind === 'ics' && (platform.webview || platform.iosOtherBrowser || platform.iosApp)) {
    // In-app browsers, Chrome and the others on iOS, and installed web apps on iOS either drop the
    // download or keep the file away from the calendar (add-to-calendar-button #72, #144, #322, #532):
    // copy the link, generated or explicit, and say where to open it.
    void copyText(link.url);
    const key = platform.webview ? 'webview' : 'ios';
    dialog(ctx, {
      headline: texts[`${key}.h`],
      body: [paragraph(texts[`${key}.text`]), paragraph(texts.clipboard, 'atcb-status')],
      closeLabel: texts.close,
    });
    return false;
  } else if (link.kind === 'ics' && link.url.startsWith('data:')) {
    const anchor = h('a', { href: link.url, download: fileName, hidden: true });
    container.append(anchor);
    anchor.click();
    anchor.remove();
  } else {
    window.open(link.url, '_blank', 'noopener');
  }
  const saved = ctx.saved.get(option) ?? new Set<number>();
  for (const each of date ? [date] : config.dates) saved.add(each.index);
  ctx.saved.set(option, saved);
  ctx.onSaved(option);
  return true;
}
