// Where the console's API is (DESIGN.md §4: VITE_API_URL, default /api). A module of its own, so
// the login pages reach the API without loading the whole data provider.
export const API_URL: string = import.meta.env.VITE_API_URL ?? '/api';
