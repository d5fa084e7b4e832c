import '@testing-library/jest-dom';

import { setMatchingMedia } from './__tests__/setup/domShims';

afterEach(() => setMatchingMedia());
