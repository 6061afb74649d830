/** As-applied import: files from terminals without a live connection. */
const asAppliedImport = {
  button: 'Import as-applied',
  title: 'Import as-applied files',
  intro:
    'A TaskData archive (TASKDATA.XML with TimeLogs) or a zipped Shapefile of as-applied points from a terminal. Each task goes on the order it names, else on the order whose fields hold its points.',
  file: 'File',
  filePlaceholder: 'Choose a .zip file',
  machine: 'Machine',
  machineHint: 'Leave empty to use the machine the order was sent to',
  machinePlaceholder: "The order's machine",
  upload: 'Import',
  failed: 'The file could not be imported',
  matched: 'Stored on order {{ticket}}: {{points}} points, {{area}} applied',
  matchedBy: {
    ticket: "Matched by the task's ticket",
    position: 'Matched by where the points lie',
    assigned: 'Assigned by hand',
  },
  pending: 'No order matched: its {{points}} points wait in the pending list below',
  pendingMachine:
    'Found order {{ticket}}, but no machine was sent it: its {{points}} points wait below for you to pick the machine and assign them',
  task: 'Task {{task}}',
  replayed: 'This file was imported before; nothing was added.',
  pendingTitle: 'Pending imports',
  pendingEmpty: 'No import is waiting for an order',
  pendingDetails: '{{points}} points from {{start}}',
  order: 'Order',
  orderPlaceholder: 'Pick the order',
  assign: 'Assign',
  assignFailed: 'The import could not be assigned',
};

export default asAppliedImport;
