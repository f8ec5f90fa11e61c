/** `tsx scripts/check-bundle-budget.ts <built folder>`: fails when the first screen outgrows its budget. */
import { measureBuild, overBudget } from './bundle-budget';

const outDir = process.argv[2];
if (!outDir) throw new Error('usage: tsx scripts/check-bundle-budget.ts <built folder>');
const figures = measureBuild(outDir);
for (const { name, kb, budgetKb, files } of figures)
  console.log(`${name}: ${kb.toFixed(1)} KB in ${files} files (budget ${budgetKb} KB)`);
const over = overBudget(figures);
for (const { name, kb, budgetKb } of over)
  console.log(`OVER BUDGET: ${name} is ${kb.toFixed(1)} KB, more than ${budgetKb} KB`);
process.exit(over.length > 0 ? 1 : 0);
