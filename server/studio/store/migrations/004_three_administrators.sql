-- 三员分立 (issue 31 item 2, decision 075): today's `admin` accounts become `sysadmin` (accounts: create, disable,
-- role changes); `secadmin` (security settings, second factors) and `auditor` (the audit log) are new roles, which
-- `npm run studio:user -- add NAME --role secadmin|auditor` makes the first of. The service logs this migration's
-- first line when it applies it.
alter table accounts drop constraint accounts_role_check;
update accounts set role = 'sysadmin' where role = 'admin';
alter table accounts add constraint accounts_role_check
  check (role in ('editor', 'reviewer', 'sysadmin', 'secadmin', 'auditor'));

-- The security administrator's settings (one row; the service's defaults until changed).
create table security_settings (
  only_row boolean primary key default true check (only_row),
  settings jsonb not null,
  changed_at timestamptz not null,
  changed_by text not null
);
