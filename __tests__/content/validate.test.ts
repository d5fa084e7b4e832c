import { describe, expect, it, jest } from '@jest/globals';
import { join } from 'node:path';

import {
  assertValidContent,
  type ContentProblem,
  contentProblems,
  describeProblems,
  siteContent,
  type SiteContent,
} from '@/content/validate';

const publicDir = join(__dirname, '..', '..', 'public');

/** A writable copy of the real content, for one broken edit. */
type Draft = {
  jobs: (Record<string, unknown> & { salary: Record<string, unknown> })[];
  cities: Record<string, unknown>[];
  offices: Record<string, unknown>[];
  company: Record<string, unknown>;
  faqGroups: { id: string; initiallyOpenId: string | null; items: Record<string, unknown>[] }[];
  pages: Record<string, Record<string, unknown> & { metadata: Record<string, unknown> }>;
};
const draft = () => JSON.parse(JSON.stringify(siteContent)) as Draft;
const problemsOf = (content: Draft) =>
  contentProblems(content as unknown as SiteContent, publicDir);

function expectProblem(content: Draft, file: string, field: string, problem: RegExp) {
  expect(problemsOf(content)).toContainEqual({
    file,
    field,
    problem: expect.stringMatching(problem),
  } satisfies Record<keyof ContentProblem, unknown>);
}

describe('content rules the build enforces (content/validate.ts)', () => {
  it('finds nothing wrong with the real content', () => {
    expect(contentProblems(siteContent, publicDir)).toEqual([]);
  });

  describe('job openings', () => {
    it('stops a job whose city is not in cities.ts', () => {
      const content = draft();
      content.jobs[2]!.cityId = 'paris';
      expectProblem(
        content,
        'content/jobs.ts',
        'jobOpenings[2] ("blog-content-copywriter-new-york").cityId',
        /"paris" is not a city in content\/cities.ts \(known: "new-york", "london"/,
      );
    });

    it('stops a location that does not match its city', () => {
      const content = draft();
      content.jobs[0]!.location = 'Jakarta';
      expectProblem(
        content,
        'content/jobs.ts',
        'jobOpenings[0] ("general-manager-jakarta").location',
        /must read "Jakarta, Indonesia"/,
      );
    });

    it('stops a duplicate id', () => {
      const content = draft();
      content.jobs.push({ ...content.jobs[1]!, title: 'Senior UI/UX Designer' });
      expectProblem(
        content,
        'content/jobs.ts',
        'jobOpenings[6] ("ui-ux-designer-yokohama").id',
        /already used by jobOpenings\[1\]/,
      );
    });

    it('stops an id that is not kebab-case', () => {
      const content = draft();
      content.jobs[3]!.id = 'Graphic Designer';
      expectProblem(
        content,
        'content/jobs.ts',
        'jobOpenings[3] ("Graphic Designer").id',
        /lowercase words joined by hyphens/,
      );
    });

    it('stops a date that is not a real YYYY-MM-DD day', () => {
      for (const datePosted of ['2026-02-30', '16/11/2026', '']) {
        const content = draft();
        content.jobs[4]!.datePosted = datePosted;
        expectProblem(
          content,
          'content/jobs.ts',
          'jobOpenings[4] ("fleet-supervisor-jakarta").datePosted',
          /is not a date written YYYY-MM-DD/,
        );
      }
    });

    it('stops an unknown employment type, an empty title, summary or description', () => {
      const content = draft();
      content.jobs[5]!.employmentType = 'FULLTIME';
      content.jobs[5]!.title = ' ';
      content.jobs[5]!.summary = '';
      content.jobs[5]!.duties = [];
      content.jobs[5]!.offer = ['A free Scoot pass.', ' '];
      const at = 'jobOpenings[5] ("ux-analyst-london")';
      expectProblem(content, 'content/jobs.ts', `${at}.employmentType`, /must be one of FULL_TIME/);
      expectProblem(content, 'content/jobs.ts', `${at}.title`, /is empty/);
      expectProblem(content, 'content/jobs.ts', `${at}.summary`, /is empty/);
      expectProblem(content, 'content/jobs.ts', `${at}.duties`, /is empty: the page would say/);
      expectProblem(content, 'content/jobs.ts', `${at}.offer[1]`, /is empty/);
    });

    it('stops an opening that closes before it was posted, or on no real day', () => {
      const content = draft();
      content.jobs[1]!.validThrough = '2026-10-31';
      content.jobs[2]!.validThrough = '2027-02-29';
      expectProblem(
        content,
        'content/jobs.ts',
        'jobOpenings[1] ("ui-ux-designer-yokohama").validThrough',
        /2026-10-31 is before datePosted 2026-11-02: an opening cannot close before it opens/,
      );
      expectProblem(
        content,
        'content/jobs.ts',
        'jobOpenings[2] ("blog-content-copywriter-new-york").validThrough',
        /is not a date written YYYY-MM-DD/,
      );
    });

    it('lets an opening close on the day it was posted', () => {
      const content = draft();
      content.jobs[0]!.validThrough = content.jobs[0]!.datePosted;
      expect(problemsOf(content)).toEqual([]);
    });

    it('stops an opening without a salary range, or with its minimum above its maximum', () => {
      const content = draft();
      delete (content.jobs[0] as Record<string, unknown>).salary;
      content.jobs[5]!.salary.min = 61_000;
      content.jobs[1]!.salary.currency = 'YEN';
      content.jobs[2]!.salary.unit = 'WEEK';
      const at = 'jobOpenings';
      expectProblem(
        content,
        'content/jobs.ts',
        `${at}[0] ("general-manager-jakarta").salary`,
        /is missing/,
      );
      expectProblem(
        content,
        'content/jobs.ts',
        `${at}[5] ("ux-analyst-london").salary.min`,
        /61000 is above the maximum, 60000/,
      );
      expectProblem(
        content,
        'content/jobs.ts',
        `${at}[1] ("ui-ux-designer-yokohama").salary.currency`,
        /"YEN" is not an ISO 4217 currency code/,
      );
      expectProblem(
        content,
        'content/jobs.ts',
        `${at}[2] ("blog-content-copywriter-new-york").salary.unit`,
        /must be one of HOUR, MONTH, YEAR/,
      );
    });

    it('stops an office that is missing, in another city, or in no real time zone', () => {
      const content = draft();
      content.jobs[0]!.officeId = 'paris-office';
      content.jobs[5]!.officeId = 'new-york-office';
      content.offices[0]!.timeZone = 'Asia/Djakarta Standard';
      expectProblem(
        content,
        'content/jobs.ts',
        'jobOpenings[0] ("general-manager-jakarta").officeId',
        /"paris-office" is not an office in content\/offices.ts/,
      );
      expectProblem(
        content,
        'content/jobs.ts',
        'jobOpenings[5] ("ux-analyst-london").officeId',
        /is in "new-york", not in the job's city "london"/,
      );
      expectProblem(
        content,
        'content/offices.ts',
        'offices[0] ("jakarta-office").timeZone',
        /is not a time zone/,
      );
    });
  });

  describe('the company’s facts', () => {
    it('refuses to leave a fact only the company can supply empty', () => {
      const content = draft();
      content.company.legalName = '';
      content.company.privacyEmail = ' ';
      (content.company.employers as Record<string, string>).yokohama = '';
      expectProblem(content, 'content/company.ts', 'company.legalName', /is empty/);
      expectProblem(content, 'content/company.ts', 'company.privacyEmail', /is empty/);
      expectProblem(content, 'content/company.ts', 'company.employers["yokohama"]', /is empty/);
    });
  });

  describe('cities', () => {
    it('stops a duplicate id, a bad country code and impossible coordinates', () => {
      const content = draft();
      content.cities[1]!.id = 'new-york';
      content.cities[2]!.countryCode = 'Indonesia';
      content.cities[3]!.latitude = 135.4;
      content.cities[3]!.longitude = -181;
      expectProblem(content, 'content/cities.ts', 'cities[1] ("new-york").id', /already used/);
      expectProblem(
        content,
        'content/cities.ts',
        'cities[2] ("jakarta").countryCode',
        /two capital letters/,
      );
      expectProblem(content, 'content/cities.ts', 'cities[3] ("yokohama").latitude', /-90 and 90/);
      expectProblem(content, 'content/cities.ts', 'cities[3] ("yokohama").longitude', /-180/);
    });

    it('stops a city with no name', () => {
      const content = draft();
      content.cities[0]!.name = '';
      expectProblem(content, 'content/cities.ts', 'cities[0] ("new-york").name', /is empty/);
    });
  });

  describe('FAQ', () => {
    it('stops a question id used twice, even across groups', () => {
      const content = draft();
      content.faqGroups[1]!.items[2]!.id = 'download-the-app';
      expectProblem(
        content,
        'content/faq.ts',
        'faqGroups[1] ("safe-driving").items[2].id',
        /"download-the-app" is already used by faqGroups\[0\] \("how-it-works"\)\.items\[0\]/,
      );
    });

    it('stops a question id equal to a group id (both become DOM ids on the page)', () => {
      const content = draft();
      content.faqGroups[0]!.items[1]!.id = 'safe-driving';
      expectProblem(
        content,
        'content/faq.ts',
        'faqGroups[0] ("how-it-works").items[1].id',
        /already used by faqGroups\[1\]/,
      );
    });

    it('stops an initially open item that is not in its group', () => {
      const content = draft();
      content.faqGroups[1]!.initiallyOpenId = 'download-the-app';
      expectProblem(
        content,
        'content/faq.ts',
        'faqGroups[1] ("safe-driving").initiallyOpenId',
        /is not a question of this group/,
      );
    });

    it('stops a question without an answer', () => {
      const content = draft();
      content.faqGroups[0]!.items[0]!.text = '';
      expectProblem(
        content,
        'content/faq.ts',
        'faqGroups[0] ("how-it-works").items[0].text',
        /is empty/,
      );
    });
  });

  describe('pages', () => {
    it('stops a share card with a missing field or art that does not exist', () => {
      const content = draft();
      const card = content.pages.careers!.metadata.socialCard as Record<string, unknown>;
      delete card.headline;
      card.art = '/images/careers-tam.svg';
      expectProblem(
        content,
        'content/pages/careers.ts',
        'metadata.socialCard.headline',
        /is empty/,
      );
      expectProblem(
        content,
        'content/pages/careers.ts',
        'metadata.socialCard.art',
        /no file public\/images\/careers-tam.svg/,
      );
    });

    it('stops a page with no share card at all', () => {
      const content = draft();
      delete content.pages.about!.metadata.socialCard;
      expectProblem(content, 'content/pages/about.ts', 'metadata.socialCard', /is missing/);
    });

    it('stops a missing description, a title copied from another page, or one with " | Scoot"', () => {
      const content = draft();
      content.pages.locations!.metadata.description = '';
      content.pages.about!.metadata.title = 'Careers';
      content.pages.home!.metadata.title = 'Scooter sharing made simple | Scoot';
      expectProblem(content, 'content/pages/locations.ts', 'metadata.description', /is empty/);
      // Reported on the second page to use it, in the order of the site's routes.
      expectProblem(
        content,
        'content/pages/careers.ts',
        'metadata.title',
        /is the same as in content\/pages\/about.ts/,
      );
      expectProblem(content, 'content/pages/home.ts', 'metadata.title', /the site adds it/);
    });

    it('stops an illustration whose file is missing or whose size is not set', () => {
      const content = draft();
      const features = content.pages.home!.features as { image: Record<string, unknown> }[];
      features[1]!.image.src = '/images/home-city.svg';
      features[2]!.image.width = 0;
      expectProblem(
        content,
        'content/pages/home.ts',
        'features[1].image.src',
        /no file public\/images\/home-city.svg/,
      );
      expectProblem(content, 'content/pages/home.ts', 'features[2].image.width', /above 0/);
    });

    it('stops two sections of a page sharing an id (their anchors would clash)', () => {
      const content = draft();
      const features = content.pages.about!.features as { id: string }[];
      features[1]!.id = 'digital-era';
      expectProblem(
        content,
        'content/pages/about.ts',
        'features[1].id',
        /"digital-era" is already used by features\[0\]/,
      );
    });
  });

  it('stops with one message that names every file and field', () => {
    const content = draft();
    content.jobs[0]!.cityId = 'paris';
    content.faqGroups[0]!.items[0]!.title = '';
    const run = () => assertValidContent(content as unknown as SiteContent, publicDir);
    expect(run).toThrow(/^Content error: 2 problems in content\//);
    expect(run).toThrow(
      /- content\/jobs.ts, jobOpenings\[0\] \("general-manager-jakarta"\).cityId: "paris"/,
    );
    expect(run).toThrow(
      /- content\/faq.ts, faqGroups\[0\] \("how-it-works"\).items\[0\].title: is empty/,
    );
    expect(describeProblems(contentProblems(content as unknown as SiteContent, publicDir))).toMatch(
      /Fix them and build again/,
    );
  });

  it('runs whenever the pages are built: the root layout stops on broken content', async () => {
    await jest.isolateModulesAsync(async () => {
      const jobs = [{ ...siteContent.jobs[0], cityId: 'atlantis' }];
      jest.doMock('@/content/jobs', () => ({ jobOpenings: jobs, currentOpenings: jobs }));
      await expect(import('@/app/layout')).rejects.toThrow(
        /content\/jobs.ts, jobOpenings\[0\] \("general-manager-jakarta"\).cityId: "atlantis" is not a city/,
      );
    });
  });
});
