// Test support: reads a generated .ics with two independent parsers, so a file that only one reader
// accepts (or reads to a different instant) fails the tests.
import ICAL from 'ical.js';
import nodeIcal from 'node-ical';

export interface ParsedEvent {
  uid: string;
  summary: string;
  description: string | undefined;
  location: string | undefined;
  start: string;
  end: string;
  allDay: boolean;
  status: string | undefined;
  sequence: number | undefined;
  transparency: string | undefined;
  organizer: string | undefined;
  attendee: string | undefined;
  /** The first occurrences as ISO instants (just the start for a single event). */
  occurrences: string[];
}

export interface ParsedCalendar {
  method: string;
  events: ParsedEvent[];
}

const iso = (date: Date) => date.toISOString();

/** Both parsers' reading, after checking the raw file is RFC 5545 framed (CRLF, folded lines). */
export function parseWithBoth(
  text: string,
  occurrences = 1,
): { icaljs: ParsedCalendar; nodeical: ParsedCalendar } {
  return { icaljs: parseWithIcalJs(text, occurrences), nodeical: parseWithNodeIcal(text, occurrences) };
}

export function parseWithIcalJs(text: string, occurrences = 1): ParsedCalendar {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  try {
    const events = calendar.getAllSubcomponents('vevent').map((component): ParsedEvent => {
      const event = new ICAL.Event(component);
      const list: string[] = [];
      const iterator = event.iterator();
      for (let next = iterator.next(); next && list.length < occurrences; next = iterator.next()) {
        list.push(iso(next.toJSDate()));
      }
      const text = (name: string) => {
        const value = component.getFirstPropertyValue(name);
        return value === null || value === undefined ? undefined : String(value);
      };
      const organizer = component.getFirstProperty('organizer');
      const attendee = component.getFirstProperty('attendee');
      const sequence = component.getFirstPropertyValue('sequence');
      return {
        uid: event.uid,
        summary: event.summary,
        description: text('description'),
        location: text('location'),
        start: event.startDate.isDate ? event.startDate.toString() : iso(event.startDate.toJSDate()),
        end: event.endDate.isDate ? event.endDate.toString() : iso(event.endDate.toJSDate()),
        allDay: event.startDate.isDate,
        status: text('status'),
        sequence: typeof sequence === 'number' ? sequence : undefined,
        transparency: text('transp'),
        organizer: organizer
          ? `${organizer.getParameter('cn') ?? ''}|${organizer.getFirstValue()}`
          : undefined,
        attendee: attendee ? `${attendee.getParameter('cn') ?? ''}|${attendee.getFirstValue()}` : undefined,
        occurrences: list,
      };
    });
    return { method: String(calendar.getFirstPropertyValue('method')), events };
  } finally {
    for (const zone of calendar.getAllSubcomponents('vtimezone')) {
      ICAL.TimezoneService.remove(String(zone.getFirstPropertyValue('tzid')));
    }
  }
}

type NodeIcalParameterized = string | { params?: Record<string, unknown>; val: string } | undefined;

function nodeText(value: NodeIcalParameterized): string | undefined {
  if (value === undefined) return undefined;
  return typeof value === 'string' ? value : value.val;
}

function nodePerson(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  const person = (Array.isArray(value) ? value[0] : value) as { params?: { CN?: string }; val: string };
  return `${person.params?.CN ?? ''}|${person.val}`;
}

export function parseWithNodeIcal(text: string, occurrences = 1): ParsedCalendar {
  const data = nodeIcal.sync.parseICS(text);
  let method = '';
  const events: ParsedEvent[] = [];
  for (const [key, component] of Object.entries(data)) {
    if (key === 'vcalendar') {
      method = String((component as unknown as { method?: string }).method ?? '');
      continue;
    }
    if (component?.type !== 'VEVENT') continue;
    const event = component as nodeIcal.VEvent;
    const allDay = event.datetype === 'date';
    const dateOnly = (date: Date) =>
      `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
    const start = allDay ? dateOnly(event.start) : iso(event.start);
    const end = event.end === undefined ? start : allDay ? dateOnly(event.end) : iso(event.end);
    const list = event.rrule
      ? event.rrule.all((_date, index) => index < occurrences).map(iso)
      : [iso(event.start)];
    events.push({
      uid: event.uid,
      summary: nodeText(event.summary as NodeIcalParameterized) ?? '',
      description: nodeText(event.description as NodeIcalParameterized),
      location: nodeText(event.location as NodeIcalParameterized),
      start,
      end,
      allDay,
      status: event.status,
      sequence: event.sequence === undefined ? undefined : Number(event.sequence),
      transparency: event.transparency,
      organizer: nodePerson(event.organizer),
      attendee: nodePerson(event.attendee),
      occurrences: list.slice(0, occurrences),
    });
  }
  return { method, events };
}
