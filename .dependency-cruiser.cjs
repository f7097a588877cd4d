// Architecture rules, checked by `npm run lint` (see docs/ARCHITECTURE.md). The rules live in
// scripts/architecture-rules.cjs; the module lists come from each module's `kind` at load time.
const path = require('node:path');
const { architectureRules } = require('./scripts/architecture-rules.cjs');

module.exports = architectureRules(path.join(__dirname, 'apps/server/src/modules'));
