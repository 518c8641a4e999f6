import { describe, expect, it } from 'vitest';
import { normalizeConfig } from './config';
import { richData, richDataJson } from './rich-data';

const ctx = { now: new Date('2026-11-23T12:00:00Z'), identifier: 'rich' };
const base = {
  name: 'Corte de pelo',
  startDate: '2026-11-30',
  startTime: '11:00',
  endTime: '11:45',
  timeZone: 'America/Santiago',
  location: 'Av. Pajaritos 1234, Maipú',
};

describe('richData (schema.org Event)', () => {
  it('describes one event with its zone offset, status, attendance mode, place and organizer', () => {
    const data = richData(
      normalizeConfig(
        {
          ...base,
          description: 'Llega [b]5 minutos[/b] antes.',
          organizer: 'Barbería Maipú|hola@barberia.cl',
        },
        ctx,
      ),
    );
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Corte de pelo',
      description: 'Llega 5 minutos antes.',
      startDate: '2026-11-30T11:00:00-03:00',
      endDate: '2026-11-30T11:45:00-03:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: base.location, address: base.location },
      organizer: { '@type': 'Person', name: 'Barbería Maipú', email: 'hola@barberia.cl' },
    });
  });

  it('takes each date its own offset (Santiago winter is -04:00) and marks cancelled and online dates', () => {
    const data = richData(
      normalizeConfig(
        {
          ...base,
          dates: [
            { startDate: '2026-06-10', startTime: '18:00', endTime: '19:00' },
            { startDate: '2026-12-10', startTime: '18:00', endTime: '19:00', status: 'CANCELLED' },
            { startDate: '2026-12-17', location: 'https://meet.example/clase' },
          ],
        },
        ctx,
      ),
    ) as Record<string, unknown>[];
    expect(data.map((event) => event.startDate)).toEqual([
      '2026-06-10T18:00:00-04:00',
      '2026-12-10T18:00:00-03:00',
      '2026-12-17T11:00:00-03:00',
    ]);
    expect(data[1]?.eventStatus).toBe('https://schema.org/EventCancelled');
    expect(data[2]?.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode');
    expect(data[2]?.location).toEqual({ '@type': 'VirtualLocation', url: 'https://meet.example/clase' });
  });

  it('gives all-day dates as days, the last one inclusive; none for a subscription', () => {
    const allDay = richData(
      normalizeConfig({ name: 'Feria', startDate: '2026-12-05', endDate: '2026-12-06' }, ctx),
    );
    expect(allDay).toMatchObject({ startDate: '2026-12-05', endDate: '2026-12-06' });
    expect(allDay).not.toHaveProperty('eventAttendanceMode');
    const feed = normalizeConfig(
      { name: 'Horario', subscribe: '', icsFile: 'https://barberia.example/horario.ics' },
      ctx,
    );
    expect(richData(feed)).toBeUndefined();
  });

  it('escapes < so no name can close the script it is written in', () => {
    const json = richDataJson(normalizeConfig({ ...base, name: 'Corte </script><script>alert(1)' }, ctx));
    expect(json).not.toContain('<');
    expect(JSON.parse(json ?? '').name).toBe('Corte </script><script>alert(1)');
  });
});
