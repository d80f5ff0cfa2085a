// Jest global teardown for every project: stops the shared run's coordinator, which stops the services it started.
// Called once per project; the later calls find nothing to stop.
const { stopSharedRun } = require('./shared-run');

module.exports = stopSharedRun;
