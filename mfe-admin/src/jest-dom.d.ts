// Testing Library's DOM matchers (toBeInTheDocument, …) for the tests' type check.
/// <reference types="@testing-library/jest-dom" />
