// Types of the exposed modules (federation contract), checked in. The host loads them at run
// time through `loadRemote` (remote-modules.ts); exposed-contract.check.ts makes `tsc -p host`
// fail when a remote's real exposed module no longer matches these declarations.
declare module 'remote_tickets/TicketsRoutes' {
  const TicketsRoutes: import('react').ComponentType;
  export default TicketsRoutes;
}
declare module 'remote_patents/PatentsRoutes' {
  const PatentsRoutes: import('react').ComponentType;
  export default PatentsRoutes;
}
declare module 'remote_patents/CoInventorsPage' {
  const CoInventorsPage: import('react').ComponentType;
  export default CoInventorsPage;
}
declare module 'remote_account/ProfilePage' {
  const ProfilePage: import('react').ComponentType;
  export default ProfilePage;
}
declare module 'remote_account/SettingsPage' {
  const SettingsPage: import('react').ComponentType;
  export default SettingsPage;
}
declare module 'remote_account/CreateAccountPage' {
  const CreateAccountPage: import('react').ComponentType;
  export default CreateAccountPage;
}
