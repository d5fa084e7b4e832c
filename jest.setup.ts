// jest-dom's matchers, typed both for the global `expect` (@types/jest) and for the
// `expect` some tests import from '@jest/globals'.
import '@testing-library/jest-dom';
import '@testing-library/jest-dom/jest-globals';

import { setMatchingMedia } from './__tests__/setup/domShims';

afterEach(() => setMatchingMedia());
