import { openOn, today } from '@/lib/openings';

import type { CityId } from './cities';
import type { OfficeId } from './offices';
import type { JobOpening } from './types';

/**
 * The job openings, in the order of the specification (section 3). Each has a page of its
 * own, /careers/<id>, which shows all of it; its structured data (a `JobPosting`) is built
 * from the same fields. `location` is what the pages show and `cityId` the same city for
 * the structured data (content/validate.ts checks they agree), `officeId` where the job is
 * done (content/offices.ts) and `salary` the range its page states and its posting carries
 * (the page writes the sentence, so `offer` leaves the salary out). To close an opening early,
 * set `validThrough` to yesterday; to remove it for good, delete its entry.
 */
export const jobOpenings = [
  {
    id: 'general-manager-jakarta',
    title: 'General Manager',
    location: 'Jakarta, Indonesia',
    cityId: 'jakarta',
    datePosted: '2026-11-02',
    validThrough: '2027-01-31',
    employmentType: 'FULL_TIME',
    officeId: 'jakarta-office',
    salary: {
      currency: 'IDR',
      min: 900_000_000,
      max: 1_200_000_000,
      unit: 'YEAR',
      note: 'plus a yearly bonus tied to the city’s goals',
    },
    summary:
      'Lead Scoot in Jakarta: grow the number of riders, run the local operations and fleet teams, and work with the city on where scooters are parked.',
    role: [
      'Jakarta is one of our busiest cities. As General Manager, you will run Scoot here as if it were your own business: riders, fleet, people, city relationships and the numbers that tie them together. You will lead a local team of around 25 people across operations, fleet and community.',
      'This matters now because we are opening many more cities within a year, and Jakarta is where we learn how Scoot works in a large, fast-growing Asian city. What you build here, from parking zones to charging rounds, will shape how we launch across the region.',
      'You will be based in our South Jakarta office and report to our VP of Operations.',
    ],
    duties: [
      'Set the plan for Jakarta each quarter, with clear goals for riders, rides per scooter and cost per ride.',
      'Lead the operations and fleet managers, and help them hire, coach and grow their teams.',
      'Work with the DKI Jakarta transport agency and local districts to agree parking zones, slow zones and areas where scooters cannot be ridden.',
      'Grow the number of riders through local partnerships, campus and office programmes, and campaigns made with our marketing team.',
      'Keep rider safety at the centre of every decision, from helmet campaigns to how quickly we move badly parked scooters.',
      'Own the city’s budget and report on progress to the leadership team each month.',
    ],
    requirements: [
      'At least seven years in operations or general management, including three or more leading a team of 15 people or more.',
      'A track record of running a business with a physical side, such as ride-hailing, delivery, logistics or retail.',
      'Confidence working with government bodies and community groups, and patience when talks take time.',
      'A strong grip on numbers: you can read a P&L and turn it into decisions.',
      'Fluent Bahasa Indonesia and professional English.',
      'Nice to have: experience in micromobility, or in launching a service in a new city.',
    ],
    offer: [
      'Office-based in South Jakarta, with time in the field every week.',
      'Private health insurance for you and your family, and BPJS contributions.',
      'Share options, so you own part of what you help build.',
      'A clear path to a regional role as Scoot opens more cities in Southeast Asia.',
      'A laptop, a phone and a free Scoot pass for every ride in the city.',
    ],
  },
  {
    id: 'ui-ux-designer-yokohama',
    title: 'UI/UX Designer',
    location: 'Yokohama, Japan',
    cityId: 'yokohama',
    datePosted: '2026-11-02',
    validThrough: '2027-01-31',
    employmentType: 'FULL_TIME',
    officeId: 'yokohama-office',
    salary: {
      currency: 'JPY',
      min: 6_500_000,
      max: 8_000_000,
      unit: 'YEAR',
      note: 'reviewed every year',
    },
    summary:
      'Design the Scoot app from the first unlock to the end of a ride: research with riders, prototype new flows and ship them with our engineers.',
    role: [
      'The Scoot app is how every rider meets us. They find a scooter, scan it, ride and park, often in under a minute and often on a busy street. As UI/UX Designer, you will make each of those steps feel clear and calm, for first-time riders and for people who ride every day.',
      'You will join our product design team of five, spread across Yokohama and London, and work in a squad with engineers and a product manager. You will be based in our Yokohama office near Minato Mirai, where many of our riders travel between the waterfront, offices and stations. You will report to our Head of Design.',
      'This matters now because we are opening many more cities within a year. Each new city brings new languages, rules and habits, and the app has to work for all of them.',
    ],
    duties: [
      'Run research with riders in Yokohama and other cities, from street interviews to remote tests.',
      'Design and prototype new flows, such as unlocking, pausing a ride, reporting a problem and ending a ride in the right parking zone.',
      'Work with engineers from the first sketch to release, and check that what ships matches what you designed.',
      'Improve our design system so screens stay consistent across iOS and Android.',
      'Make sure the app is accessible and easy to use in Japanese, English and the languages of new cities.',
      'Use findings from our UX Analyst in London to decide what to fix first.',
    ],
    requirements: [
      'Three or more years designing mobile apps, with a portfolio that shows your process as well as the final screens.',
      'Strong skills in Figma and in building interactive prototypes.',
      'Experience planning and running user research yourself.',
      'Good knowledge of accessibility standards and how to apply them on small screens.',
      'Business-level Japanese and working English, as the team works in both.',
      'Nice to have: experience with maps, location or transport apps.',
    ],
    offer: [
      'Hybrid work: three days a week in our Yokohama office, two from home.',
      'Time each month to ride, test and watch riders on the streets you design for.',
      'A MacBook Pro, test phones on iOS and Android, and a budget for books and courses.',
      'Commuting costs covered and full social insurance.',
      'A path to senior and lead design roles as the team grows with each city launch.',
    ],
  },
  {
    id: 'blog-content-copywriter-new-york',
    title: 'Blog Content Copywriter',
    location: 'New York, United States',
    cityId: 'new-york',
    datePosted: '2026-11-09',
    validThrough: '2027-02-07',
    employmentType: 'FULL_TIME',
    officeId: 'new-york-office',
    salary: { currency: 'USD', min: 78_000, max: 92_000, unit: 'YEAR' },
    summary:
      'Write the Scoot blog and the words in our app and on our site: rider stories, city launches and clear guides to riding safely.',
    role: [
      'Words do a lot of work at Scoot. They tell a new rider how to unlock a scooter, remind them where to park and explain why a street has a slow zone. They also tell the stories of the people who ride with us. As Blog Content Copywriter, you will write all of this, and keep it friendly, plain and true.',
      'You will join our brand team in New York, working closely with our Graphic Designer, the product designers who shape the app and the city teams who know each street. You will report to our Brand Lead.',
      'This matters now because we are opening many more cities within a year. Every launch needs a story, a guide and clear rules for riders, and you will help set the way we write them.',
    ],
    duties: [
      'Plan and write the Scoot blog, with two or three posts a week on rider stories, city news and safety.',
      'Write the words in the app, from unlock screens to error messages, with our product designers.',
      'Create launch pages and riding guides for each new city, checking the facts with local teams.',
      'Interview riders, city staff and our own field teams to find stories worth telling.',
      'Keep our voice guide up to date and help people across the company write in it.',
      'Check how posts perform and use what you learn to improve the next ones.',
    ],
    requirements: [
      'Three or more years writing for a brand, a publication or a digital product.',
      'A portfolio that shows both longer stories and short, useful copy.',
      'A clear, warm style, and the discipline to cut words that do not help.',
      'Care for accuracy, especially when writing about safety and local rules.',
      'Comfort working with editors, designers and legal reviewers on the same piece.',
      'Nice to have: experience with SEO, or writing for a transport or city service.',
    ],
    offer: [
      'Hybrid work: three days a week in our New York office, two from home.',
      'Medical, dental and vision insurance, and a 401(k) plan.',
      'A laptop, a budget for books and courses, and a free Scoot pass.',
      'The chance to write the launch story for each new city as we grow.',
      'A path to a senior or lead writing role as the brand team grows.',
    ],
  },
  {
    id: 'graphic-designer-new-york',
    title: 'Graphic Designer',
    location: 'New York, United States',
    cityId: 'new-york',
    datePosted: '2026-11-09',
    validThrough: '2027-02-07',
    employmentType: 'FULL_TIME',
    officeId: 'new-york-office',
    salary: { currency: 'USD', min: 75_000, max: 88_000, unit: 'YEAR' },
    summary:
      'Shape how Scoot looks in every city: illustrations, campaigns and the signs on our scooters, all in one consistent, friendly style.',
    role: [
      'Scoot is seen on the street before it is seen on a screen. Our scooters, parking signs, posters and app all need to look like one friendly brand, whether you are in Queens, Jakarta or Yokohama. As Graphic Designer, you will make that happen.',
      'You will join our brand team in New York, working with our copywriter, our product designers and the city teams who put your work on the street. You will report to our Brand Lead.',
      'This matters now because we are opening many more cities within a year. Each launch needs campaigns, signs and decals that work in new languages and meet local rules. In New York, that includes signs and rider guides that follow the NYC DOT’s rules for shared scooters.',
    ],
    duties: [
      'Create illustrations, campaign art and social graphics for city launches and safety campaigns.',
      'Design the decals, QR labels and safety stickers on our scooters, and test them in rain and bright sun.',
      'Design parking zone signs and street materials that riders can read at a glance.',
      'Build and look after our brand guidelines and templates, so city teams can make simple pieces themselves.',
      'Adapt designs for new languages and scripts, including Bahasa Indonesia and Japanese.',
      'Prepare files for print and production, and check samples with our suppliers.',
    ],
    requirements: [
      'Three or more years as a graphic designer, in-house or at a studio.',
      'A portfolio that shows illustration, campaigns and work made for physical spaces.',
      'Expert skills in Adobe Illustrator, InDesign and Photoshop, and comfort in Figma.',
      'Good knowledge of typography, including how type holds up at a distance and at small sizes.',
      'Experience preparing files for print, from posters to vinyl decals.',
      'Nice to have: motion design skills, or experience with signage and wayfinding.',
    ],
    offer: [
      'Hybrid work: three days a week in our New York office, two from home.',
      'Medical, dental and vision insurance, and a 401(k) plan.',
      'A MacBook Pro, an Adobe Creative Cloud licence and a budget for courses.',
      'The chance to see your work on scooters in every city we open.',
      'A path to a senior designer role as the brand team grows.',
    ],
  },
  {
    id: 'fleet-supervisor-jakarta',
    title: 'Fleet Supervisor',
    location: 'Jakarta, Indonesia',
    cityId: 'jakarta',
    datePosted: '2026-11-16',
    validThrough: '2027-02-14',
    employmentType: 'FULL_TIME',
    officeId: 'jakarta-warehouse',
    salary: {
      currency: 'IDR',
      min: 180_000_000,
      max: 240_000_000,
      unit: 'YEAR',
      note: 'plus a monthly bonus linked to fleet availability',
    },
    summary:
      'Keep our Jakarta scooters charged, safe and where riders need them: plan the daily rounds, lead the field team and track repairs.',
    role: [
      'A good ride starts with a scooter that is charged, safe and close by. As Fleet Supervisor, you will make sure that is true across Jakarta every morning. You will lead a field team of around 12 people who swap batteries, move scooters to where they are needed and bring damaged ones back to our warehouse.',
      'You will work from our warehouse in South Jakarta and spend much of your day out in the city with your team. You will report to our Fleet Manager and work closely with the repair workshop and the local operations team.',
      'This matters now because Jakarta is growing fast, and we are opening many more cities within a year. The routines you build here will help us set up fleet teams in new cities.',
    ],
    duties: [
      'Plan the daily charging and battery swap rounds, using our fleet map to see where batteries are low.',
      'Lead, schedule and coach the field team across early, day and evening shifts.',
      'Move scooters to busy areas before the morning and evening peaks, and clear them from places they should not be.',
      'Check that scooters are parked in the zones agreed with the city, and respond fast to reports from riders and residents.',
      'Track repairs from report to fix, and work with the workshop to get scooters back on the street quickly.',
      'Keep the team safe on the road, with the right gear, training and breaks.',
      'Report daily on fleet numbers, such as scooters available, battery levels and repair times.',
    ],
    requirements: [
      'Two or more years supervising a field, delivery or logistics team.',
      'Good knowledge of Jakarta’s roads and districts, and how traffic changes through the day.',
      'Comfort using apps and spreadsheets to plan work and track numbers.',
      'A calm, fair way of leading people, especially when plans change.',
      'Fluent Bahasa Indonesia and basic English for working with our regional teams.',
      'A valid SIM C or SIM A driving licence.',
      'Nice to have: experience with electric vehicles or battery handling.',
    ],
    offer: [
      'On-site work from our South Jakarta warehouse and out in the city, on a shift pattern agreed with the team.',
      'Private health insurance and BPJS contributions.',
      'A company phone, safety gear and transport for fleet rounds.',
      'Training in battery safety and first aid.',
      'A path to Fleet Manager as we grow here and open new cities.',
    ],
  },
  {
    id: 'ux-analyst-london',
    title: 'UX Analyst',
    location: 'London, United Kingdom',
    cityId: 'london',
    datePosted: '2026-11-16',
    validThrough: '2027-02-14',
    employmentType: 'FULL_TIME',
    officeId: 'london-office',
    salary: { currency: 'GBP', min: 52_000, max: 60_000, unit: 'YEAR' },
    summary:
      'Turn ride and app data into decisions: find where riders get stuck, measure what our changes do and share what you learn with the product team.',
    role: [
      'Every ride leaves a trail of data: how long it took to unlock, where the rider went, where they parked and whether they came back. As UX Analyst, you will turn that data into clear answers about what works in the Scoot app and what does not.',
      'You will join our product team in London, working with product managers, our designers in London and Yokohama, and our engineers. You will report to our Head of Product.',
      'This matters now because we are opening many more cities within a year. Each city brings new riders, rules and habits, and we need to know quickly where the app helps them and where it gets in the way.',
    ],
    duties: [
      'Find where riders get stuck, from signing up and unlocking to ending a ride in the right parking zone.',
      'Design and analyse A/B tests, and explain the results in plain words.',
      'Build dashboards that show product teams how key flows perform in each city.',
      'Combine app data with research findings to give a full picture of how people ride.',
      'Help define how we measure success, such as time to first ride and how often riders return.',
      'Share what you learn in short write-ups and regular sessions with the product team.',
    ],
    requirements: [
      'Three or more years in product, UX or data analysis, ideally for a consumer app.',
      'Strong SQL, and experience with Python or R for analysis.',
      'A good grasp of experiment design and statistics.',
      'Experience with product analytics tools such as Amplitude or Mixpanel, and a dashboard tool such as Looker.',
      'The ability to explain findings clearly to people who do not work with data.',
      'Nice to have: experience with location data or mobility products.',
    ],
    offer: [
      'Hybrid work: two days a week in our London office, the rest from home.',
      'Private health insurance, a pension with employer contributions and 25 days’ holiday plus bank holidays.',
      'A laptop, access to the data tools you need and a yearly learning budget.',
      'A free Scoot pass, so you can test the flows you study.',
      'A path to senior analyst and lead roles as we grow into new cities.',
    ],
  },
] as const satisfies readonly (JobOpening & { cityId: CityId; officeId: OfficeId })[];

/**
 * The openings taking applications on the day of the build, in order: the ones /careers
 * lists and the ones that get a page and a sitemap entry. The others are not built, so
 * their URLs answer the 404 view.
 */
export const currentOpenings = openOn(jobOpenings, today());
