-- Projects and folders are paged by the server (api/routes/projects.ts, folders.ts list): the first
-- page of an account's projects in creation order, and a project's folders in their sort order,
-- are read from these indexes instead of sorting every row of the account.
CREATE INDEX projects_list_idx ON projects (account_id, created, id);
CREATE INDEX folders_list_idx ON folders (account_id, project_id, sort, id);
