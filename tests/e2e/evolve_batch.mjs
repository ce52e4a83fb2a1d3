// Test support for the optimisation page: a small batch (2 runs × 2 optimisers, 5 mutations
// each, 1 000 evaluation games), started from the open page.
import { setField } from './server.mjs';

export async function startSmallBatch(page) {
  await setField(page, '#mutations', '5');
  await setField(page, '#eval-games', '1000');
  await page.click('#batch summary');
  await setField(page, '#runs', '2');
  await page.uncheck('#batch-opt-coevolution');
  await page.uncheck('#batch-opt-approx2');
  await page.click('#batch-run');
}
