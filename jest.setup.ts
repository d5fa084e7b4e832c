// The jest-globals entry registers the matchers and types them for `@jest/globals`, which the
// tests import explicitly (there is no @types/jest: the globals would be untyped for tsc).
import '@testing-library/jest-dom/jest-globals';
