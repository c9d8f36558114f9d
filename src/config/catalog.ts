/**
 * The components page config may name, with the operations whose data each can draw. Plain data (no React), so
 * the config checker can read it in Node; src/renderer/component-loaders.ts maps the same names to components.
 */
export type ComponentKind = 'list' | 'detail' | 'form' | 'widget';

interface Entry {
  kind: ComponentKind;
  /** Operations whose data the component understands; empty for widgets that need none. */
  operations: readonly string[];
  /** Named sources a form needs (section.sources keys). */
  sources?: readonly string[];
  /**
   * Second sources a list takes under `options` (beside its one `source`), each with the operations it can draw:
   * e.g. the categories of home news (decision 011). The config check holds them against the contract too.
   */
  optionSources?: Readonly<Record<string, readonly string[]>>;
  /** Fixed to the viewport (a corner widget), not drawn in the page's flow. */
  floating?: boolean;
  /** Address values the component reads itself, beyond its sources' bound values (src/renderer/page-plan.ts). */
  params?: readonly string[];
}

export const catalog = {
  NoticeList: { kind: 'list', operations: ['queryNoticeByPage'] },
  NoticeDetail: { kind: 'detail', operations: ['queryNoticeById'] },
  BannerCarousel: { kind: 'widget', operations: ['homeAdIndex'] },
  AdvertRow: { kind: 'widget', operations: ['homeAdIndex'] },
  JobList: { kind: 'list', operations: ['queryJobListByPage', 'queryJobListByCompanyId', 'companyJobsIndex'] },
  JobDetail: { kind: 'detail', operations: ['queryJobById'] },
  CompanyDetail: { kind: 'detail', operations: ['queryCompanyById'] },
  JobFairList: { kind: 'list', operations: ['queryJobFairListByPage'] },
  JobFairDetail: { kind: 'detail', operations: ['queryJobFairById'] },
  JobFairCompanies: { kind: 'list', operations: ['queryJobFairCompanyPage'] },
  OnlineJobFairList: { kind: 'list', operations: ['queryOnlineJobFairPage'] },
  OnlineJobFairDetail: { kind: 'detail', operations: ['queryOnlineJobFairById'] },
  RightsPanel: { kind: 'list', operations: ['queryOrganization'] },
  OrganizationList: { kind: 'list', operations: ['queryOrganization'] },
  ResumeList: { kind: 'list', operations: ['homeResumeIndex'] },
  ResumeDetail: { kind: 'detail', operations: ['personalResumeDetail'] },
  SkillList: { kind: 'list', operations: ['schoolList'] },
  // The home index's counts of jobs, companies and resumes (spec s7 homeIndex; decision 011).
  HomeStats: { kind: 'detail', operations: ['homeIndex'] },
  SkillDetail: { kind: 'detail', operations: ['schoolDetail'] },
  SkillTypeList: { kind: 'list', operations: ['schoolType'] },
  MentorList: { kind: 'list', operations: ['queryJobTeacherPage'] },
  MentorDetail: { kind: 'detail', operations: ['queryJobTeacherById'] },
  MiniClassList: { kind: 'list', operations: ['queryMiniClassPage'] },
  MiniClassDetail: { kind: 'detail', operations: ['queryMiniClassById'] },
  GuidePhoneList: { kind: 'list', operations: ['queryGuideMobileByPage'] },
  ArticleList: { kind: 'list', operations: ['getInfoByPage', 'homeArticleIndex'] },
  // Home news: the article list with its categories as tabs (spec s7; decision 011).
  ArticleTabs: {
    kind: 'list',
    operations: ['homeArticleIndex'],
    optionSources: { categories: ['homeArticleCategory'] },
  },
  ArticleDetail: { kind: 'detail', operations: ['getInfoById'] },
  ScattJobList: { kind: 'list', operations: ['scattJobIndex'] },
  ScattWorkerList: { kind: 'list', operations: ['scattWorkIndex'] },
  PolicyList: { kind: 'list', operations: ['queryPolicyPage'] },
  PolicyDetail: { kind: 'detail', operations: ['queryPolicyById'] },
  BiddingProcess: { kind: 'detail', operations: ['queryBiddingProcess'] },
  FriendlyLinks: { kind: 'list', operations: ['queryLink'] },
  LoginPanel: { kind: 'widget', operations: [] },
  ArbitrationForm: { kind: 'form', operations: [], sources: ['disputeTypes', 'organizations'] },
  SupervisionForm: { kind: 'form', operations: [], sources: ['businessScopes'], params: ['type'] },
  ScattJobForm: { kind: 'form', operations: [], sources: ['areas'] },
  ScattWorkForm: { kind: 'form', operations: [], sources: ['categories', 'areas'] },
  PolicyApplyForm: { kind: 'form', operations: [], sources: ['policies'], params: ['id', 'policyId'] },
  ContactBox: { kind: 'widget', operations: ['homeConfigIndex'], floating: true },
  SidePanel: { kind: 'widget', operations: ['homeConfigIndex'], floating: true },
  EntryLinks: { kind: 'widget', operations: [] },
  // The member's own appointments: asked for by the component itself, once logged in (decision 016).
  MyAppointments: { kind: 'widget', operations: [], params: ['tab'] },
} as const satisfies Record<string, Entry>;

export type ComponentName = keyof typeof catalog;
export const isComponentName = (name: string): name is ComponentName => Object.hasOwn(catalog, name);

/** A component's entry, with every optional field in view; undefined for a name the catalogue does not have. */
export const catalogEntry = (name: string): Entry | undefined => (isComponentName(name) ? catalog[name] : undefined);
