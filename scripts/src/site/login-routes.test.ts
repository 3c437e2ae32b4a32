// The API cannot import the shell, so it keeps its own list of the signed-in routes for the page heads (noindex);
// the site server stands between the two and checks that the lists agree.
import { LOGIN_SEGMENTS } from '../../../api/src/features/page-heads/page-path.js';
import { LOGIN_ROUTE_SEGMENTS } from '../../../shared/src/routing/routes.js';

describe('signed-in routes', () => {
  it("are the same in the API's page heads as in the shell's routing", () => {
    expect([...LOGIN_SEGMENTS].sort()).toEqual([...LOGIN_ROUTE_SEGMENTS].sort());
  });
});
