// Tests import their globals from '@jest/globals' (jest.config.mjs turns the injected ones
// off), so Testing Library's automatic set-up, which looks for the global hooks, is done here.
import { afterEach, beforeAll } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { cleanup } from '@testing-library/react';
import { TextDecoder } from 'node:util';

import { FIXTURE_DAY } from './__tests__/fixtures/content';

// The page copy measures its pictures as the build does (image-size), which needs Node's
// TextDecoder; jsdom's window leaves it out.
Object.assign(globalThis, { TextDecoder });

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

beforeAll(() => {
  // React then checks that state updates in a test are wrapped in act(), as RTL sets up.
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(cleanup);

// Every test runs on one day (the build's clock, lib/clock.ts), whatever today's date: tests
// of dated behaviour use the fixtures in __tests__/fixtures/content.ts, which are dated
// around it.
process.env.SOURCE_DATE_EPOCH = String(Date.parse(`${FIXTURE_DAY}T12:00:00Z`) / 1000);
