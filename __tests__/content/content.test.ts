import { describe, expect, it } from '@jest/globals';
import { cities, CITIES_LIVE } from '@/content/cities';
import { faqGroups } from '@/content/faq';
import { currentOpenings, jobOpenings } from '@/content/jobs';
import { footerNavLinks, mainNavLinks, noticeNavLinks, routes } from '@/content/pageRegistry';
import { CITIES_TARGETED, PAYMENT_DEFERRAL } from '@/content/claims';

describe('content model (spec sections 3, 4 and 9)', () => {
  it('lists the six job openings with the exact titles and locations of the spec', () => {
    expect(currentOpenings.map(({ title, location }) => [title, location])).toEqual([
      ['General Manager', 'Jakarta, Indonesia'],
      ['UI/UX Designer', 'Yokohama, Japan'],
      ['Blog Content Copywriter', 'New York, United States'],
      ['Graphic Designer', 'New York, United States'],
      ['Fleet Supervisor', 'Jakarta, Indonesia'],
      ['UX Analyst', 'London, United Kingdom'],
    ]);
  });

  it('gives every job opening a unique slug: its title and city in kebab case', () => {
    const ids = jobOpenings.map((job) => job.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const job of jobOpenings) {
      const words = `${job.title} ${job.cityId}`.toLowerCase().match(/[a-z0-9]+/g)!;
      expect(job.id).toBe(words.join('-'));
    }
  });

  it('places each job in a listed city, the one its location names', () => {
    for (const job of jobOpenings) {
      const city = cities.find((candidate) => candidate.id === job.cityId);
      expect(city).toBeDefined();
      expect(job.location).toBe(`${city!.name}, ${city!.country}`);
    }
  });

  it('dates, types and describes every opening, for its job posting data', () => {
    for (const job of jobOpenings) {
      expect(job.datePosted).toMatch(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/);
      expect(new Date(`${job.datePosted}T00:00:00Z`).toISOString().slice(0, 10)).toBe(
        job.datePosted,
      );
      expect(job.employmentType).toMatch(/^(FULL_TIME|PART_TIME|CONTRACTOR|TEMPORARY|INTERN)$/);
      expect(job.validThrough >= job.datePosted).toBe(true);
      expect(job.summary.length).toBeGreaterThan(40);
      expect(job.summary.length).toBeLessThanOrEqual(160);
      // Several hundred words: enough to decide whether to apply.
      const words = [job.summary, ...job.role, ...job.duties, ...job.requirements, ...job.offer]
        .join(' ')
        .split(/\s+/).length;
      expect(words).toBeGreaterThanOrEqual(300);
    }
    expect(new Set(jobOpenings.map((job) => job.summary)).size).toBe(jobOpenings.length);
  });

  it('gives each city the ISO 3166 code of its country', () => {
    expect(Object.fromEntries(cities.map((city) => [city.country, city.countryCode]))).toEqual({
      'United States': 'US',
      'United Kingdom': 'GB',
      Indonesia: 'ID',
      Japan: 'JP',
    });
  });

  it('names the four live cities, and the live count is derived from them', () => {
    expect(cities.map((city) => city.name).sort()).toEqual(
      ['Jakarta', 'London', 'New York', 'Yokohama'].sort(),
    );
    expect(CITIES_LIVE).toBe(4);
  });

  it('places each city at plausible coordinates', () => {
    const byName = Object.fromEntries(cities.map((city) => [city.name, city]));
    expect(byName['London']!.latitude).toBeCloseTo(51.5, 0);
    expect(byName['New York']!.longitude).toBeLessThan(-70);
    expect(byName['Jakarta']!.latitude).toBeLessThan(0);
    expect(byName['Yokohama']!.longitude).toBeGreaterThan(139);
    cities.forEach(({ latitude, longitude }) => {
      expect(Math.abs(latitude)).toBeLessThanOrEqual(90);
      expect(Math.abs(longitude)).toBeLessThanOrEqual(180);
    });
  });

  it('holds the business constants of the spec', () => {
    expect(CITIES_TARGETED).toBe(23);
    expect(PAYMENT_DEFERRAL).toBe('up to a month');
  });

  it('has the FAQ groups "How it works" and "Safe driving", three items each', () => {
    expect(faqGroups.map((group) => group.title)).toEqual(['How it works', 'Safe driving']);
    faqGroups.forEach((group) => {
      expect(group.items).toHaveLength(3);
      const ids: readonly string[] = group.items.map((item) => item.id);
      if (group.initiallyOpenId !== null) expect(ids).toContain(group.initiallyOpenId);
    });
  });

  it('answers the FAQ questions the spec names', () => {
    const text = (groupId: string) =>
      faqGroups
        .find((group) => group.id === groupId)!
        .items.map((item) => `${item.title} ${item.text}`)
        .join(' ');
    expect(text('how-it-works')).toMatch(/download the app/i);
    expect(text('how-it-works')).toMatch(/nearby/i);
    expect(text('how-it-works')).toMatch(/yes.*valid driver's license/i);
    expect(text('safe-driving')).toMatch(/strongly recommend.*helmet.*regardless/i);
    expect(text('safe-driving')).toMatch(/rules and regulations/i);
    expect(text('safe-driving')).toMatch(/damaged.*report it through the app.*support/i);
  });

  it('links About, Locations and Careers in the bar and About, Location, Careers in the footer', () => {
    expect(mainNavLinks.map((link) => [link.label, link.href])).toEqual([
      ['About', '/about'],
      ['Locations', '/locations'],
      ['Careers', '/careers'],
    ]);
    expect(footerNavLinks.map((link) => [link.label, link.href])).toEqual([
      ['About', '/about'],
      ['Location', '/locations'],
      ['Careers', '/careers'],
    ]);
    // The notices are in the footer only, apart from the spec's links.
    expect(noticeNavLinks.map((link) => [link.label, link.href])).toEqual([
      ['Privacy', '/privacy'],
      ['Accessibility', '/accessibility'],
    ]);
  });

  it('keeps every route lowercase', () => {
    Object.values(routes).forEach((route) => expect(route).toBe(route.toLowerCase()));
  });
});
