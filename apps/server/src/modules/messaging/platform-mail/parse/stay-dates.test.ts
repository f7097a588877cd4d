import { describe, expect, it } from 'vitest';
import { isoDate, parseOneDate, parseStayDates } from './stay-dates';

const june2026 = new Date('2026-06-29T10:00:00Z');

describe('parseStayDates', () => {
  it.each([
    ['Jul 5 – 8, 2026', '2026-07-05', '2026-07-08'],
    ['Jul 5 - Aug 2, 2026', '2026-07-05', '2026-08-02'],
    ['Jul 10 - Jul 13, 2026', '2026-07-10', '2026-07-13'],
    ['5–8 juil. 2026', '2026-07-05', '2026-07-08'],
    ['du 5 au 8 juillet 2026', '2026-07-05', '2026-07-08'],
    ['30 déc. 2026 – 2 janv. 2027', '2026-12-30', '2027-01-02'],
    ['12–15 ago. 2026', '2026-08-12', '2026-08-15'],
    ['del 5 al 8 de julio de 2026', '2026-07-05', '2026-07-08'],
    ['14 ago. - 17 ago. 2026', '2026-08-14', '2026-08-17'],
    ['5.–8. Juli 2026', '2026-07-05', '2026-07-08'],
    ['28. Feb. – 3. März 2028', '2028-02-28', '2028-03-03'],
    ['Dec 30, 2026 – Jan 2, 2027', '2026-12-30', '2027-01-02'],
    ['2026-07-05 – 2026-07-08', '2026-07-05', '2026-07-08'],
    ['05.07.2026 - 08.07.2026', '2026-07-05', '2026-07-08'],
  ])('reads %s', (text, checkIn, checkOut) => {
    expect(parseStayDates(text, june2026)).toEqual({ checkIn, checkOut });
  });

  it('crosses the year when the stay starts in December and the year is written once', () => {
    expect(parseStayDates('Dec 30 – Jan 2, 2027', june2026)).toEqual({ checkIn: '2026-12-30', checkOut: '2027-01-02' });
    expect(parseStayDates('30 dic. – 2 ene. 2027', june2026)).toEqual({ checkIn: '2026-12-30', checkOut: '2027-01-02' });
  });

  it("takes a missing year from the mail's date: this year, or next year once the day has passed", () => {
    expect(parseStayDates('Jul 5 – 8', june2026)).toEqual({ checkIn: '2026-07-05', checkOut: '2026-07-08' });
    expect(parseStayDates('Jan 3 – 6', new Date('2026-12-20T00:00:00Z'))).toEqual({ checkIn: '2027-01-03', checkOut: '2027-01-06' });
    expect(parseStayDates('Dec 30 – Jan 2', new Date('2026-12-20T00:00:00Z'))).toEqual({ checkIn: '2026-12-30', checkOut: '2027-01-02' });
  });

  it('stops at the guest count after a middle dot', () => {
    expect(parseStayDates('Jul 5 – 8, 2026 · 2 guests', june2026)).toEqual({ checkIn: '2026-07-05', checkOut: '2026-07-08' });
  });

  it('refuses days that do not exist and ranges that run backwards', () => {
    expect(parseStayDates('Feb 29 – Mar 2, 2027', june2026)).toEqual({ checkIn: null, checkOut: null });
    expect(parseStayDates('Feb 29 – Mar 2, 2028', june2026)).toEqual({ checkIn: '2028-02-29', checkOut: '2028-03-02' });
    expect(parseStayDates('Jul 8 – 5, 2026', june2026)).toEqual({ checkIn: null, checkOut: null });
    expect(parseStayDates('no dates here', june2026)).toEqual({ checkIn: null, checkOut: null });
  });

  it('reads slashed dates day first unless told the template writes month first', () => {
    expect(parseStayDates('05/07/2026', june2026).checkIn).toBe('2026-07-05');
    expect(parseStayDates('07/05/2026', june2026, { dayFirst: false }).checkIn).toBe('2026-07-05');
    expect(parseStayDates('07/25/2026', june2026).checkIn).toBe('2026-07-25');
  });
});

describe('parseOneDate', () => {
  it.each([
    ['Check-in Fri, Dec 18, 2026', '2026-12-18'],
    ['Sun, Jul 5, 2026', '2026-07-05'],
    ['Sun 5 Jul 2026', '2026-07-05'],
    ['Friday, 16 October 2026', '2026-10-16'],
    ['Fr., 11. Sept. 2026', '2026-09-11'],
    ['5. Juli 2026', '2026-07-05'],
    ['mié, 12 ago. 2026', '2026-08-12'],
    ['mar., 5 janv. 2027', '2027-01-05'],
    ['jue, 1 oct 2026', '2026-10-01'],
    ['2026-07-05', '2026-07-05'],
  ])('reads %s', (text, date) => {
    expect(parseOneDate(text, june2026)).toBe(date);
  });

  it('ignores a time window after the date', () => {
    expect(parseOneDate('Sun 5 Jul 2026 (from 15:00 to 22:00)', june2026)).toBe('2026-07-05');
  });
});

describe('isoDate', () => {
  it('pads and validates', () => {
    expect(isoDate(2026, 1, 2)).toBe('2026-01-02');
    expect(isoDate(2026, 2, 30)).toBeNull();
    expect(isoDate(2026, 13, 1)).toBeNull();
  });
});
