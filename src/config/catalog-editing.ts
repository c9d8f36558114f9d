/**
 * What the catalogue's components mean to an HR editor: the name the studio and docs/config.md show, the JSON Schema
 * of the `options` each reads (written into pages.config/schema.json by `npm run config:schema`), and the working
 * defaults of a new section. Keyed by the catalogue's names (tsc refuses a missing or unknown one); kept apart from
 * catalog.ts so the portal's start-up code, which needs only the catalogue's kinds, does not carry it (decision 018).
 */
import type { ComponentName } from './catalog.ts';
import type { SectionConfig } from './portal-config.ts';

interface EditingEntry {
  label: { 'zh-CN': string; en: string };
  /** JSON Schema of the component's `options`. Without it the component takes none. */
  options?: Readonly<Record<string, unknown>>;
  /** A new section starts with these (a title and the data it needs); a unit test holds them to the checker. */
  defaults: Readonly<Omit<SectionConfig, 'id' | 'component'>>;
}

export const catalogEditing: Record<ComponentName, EditingEntry> = {
  NoticeList: {
    label: { 'zh-CN': '通知公告列表', en: 'Notice list' },
    defaults: {
      title: { 'zh-CN': '通知公告', en: 'Notices' },
      width: 'third',
      source: { operation: 'queryNoticeByPage' },
      pageSize: 8,
      more: '/notice',
    },
  },
  NoticeDetail: {
    label: { 'zh-CN': '通知公告详情', en: 'Notice detail' },
    defaults: { source: { operation: 'queryNoticeById', bind: { id: 'id' } } },
  },
  BannerCarousel: {
    label: { 'zh-CN': '轮播广告', en: 'Banner carousel' },
    options: {
      type: 'object',
      additionalProperties: false,
      properties: {
        intervalMs: { type: 'integer', minimum: 1000, description: 'Milliseconds each slide stays before the next.' },
        height: { type: 'integer', minimum: 40, description: 'Height of the carousel in pixels.' },
      },
    },
    defaults: {
      width: 'third',
      source: {
        operation: 'homeAdIndex',
        params: { alias: ['QS_index_a1@web', 'QS_index_a2@web', 'QS_index_a3@web'] },
      },
      options: { intervalMs: 8000, height: 111 },
    },
  },
  AdvertRow: {
    label: { 'zh-CN': '广告横幅', en: 'Advert row' },
    defaults: {
      source: {
        operation: 'homeAdIndex',
        params: { alias: ['QS_index_a1@web', 'QS_index_a2@web', 'QS_index_a3@web'] },
      },
    },
  },
  JobList: {
    label: { 'zh-CN': '职位列表', en: 'Job list' },
    defaults: {
      title: { 'zh-CN': '最新职位', en: 'Newest jobs' },
      source: { operation: 'queryJobListByPage' },
      pageSize: 9,
      more: '/jobSearch',
    },
  },
  JobDetail: {
    label: { 'zh-CN': '职位详情', en: 'Job detail' },
    defaults: { source: { operation: 'queryJobById', bind: { id: 'id' } } },
  },
  CompanyDetail: {
    label: { 'zh-CN': '企业详情', en: 'Company detail' },
    defaults: { source: { operation: 'queryCompanyById', bind: { id: 'id' } } },
  },
  JobFairList: {
    label: { 'zh-CN': '招聘会列表', en: 'Job fair list' },
    defaults: {
      title: { 'zh-CN': '招聘会日程', en: 'Job fair schedule' },
      width: 'half',
      source: { operation: 'queryJobFairListByPage' },
      pageSize: 4,
      more: '/jobFair',
    },
  },
  JobFairDetail: {
    label: { 'zh-CN': '招聘会详情', en: 'Job fair detail' },
    defaults: { source: { operation: 'queryJobFairById', bind: { id: 'id' } } },
  },
  JobFairCompanies: {
    label: { 'zh-CN': '参会企业', en: 'Fair exhibitors' },
    defaults: {
      title: { 'zh-CN': '参会企业', en: 'Exhibitors' },
      source: { operation: 'queryJobFairCompanyPage', bind: { jobFairId: 'id' } },
      pageSize: 10,
      paginate: true,
    },
  },
  OnlineJobFairList: {
    label: { 'zh-CN': '网络招聘会列表', en: 'Online fair list' },
    defaults: {
      title: { 'zh-CN': '网络招聘会', en: 'Online job fairs' },
      source: { operation: 'queryOnlineJobFairPage' },
      pageSize: 4,
    },
  },
  OnlineJobFairDetail: {
    label: { 'zh-CN': '网络招聘会详情', en: 'Online fair detail' },
    defaults: { source: { operation: 'queryOnlineJobFairById', bind: { id: 'id' } } },
  },
  RightsPanel: {
    label: { 'zh-CN': '维权服务', en: 'Rights protection panel' },
    defaults: {
      title: { 'zh-CN': '维权服务', en: 'Rights protection' },
      width: 'half',
      source: { operation: 'queryOrganization', params: { type: 'ARBITRATION_COURT' } },
      show: 2,
      more: '/safeguardRights',
    },
  },
  OrganizationList: {
    label: { 'zh-CN': '仲裁机构列表', en: 'Organisation list' },
    defaults: {
      title: { 'zh-CN': '劳动仲裁院', en: 'Labour arbitration courts' },
      width: 'half',
      source: { operation: 'queryOrganization', params: { type: 'ARBITRATION_COURT' } },
    },
  },
  ResumeList: {
    label: { 'zh-CN': '人才列表', en: 'Resume list' },
    defaults: {
      title: { 'zh-CN': '最新简历', en: 'Newest resumes' },
      source: { operation: 'homeResumeIndex' },
      pageSize: 6,
      more: '/recruitTalents',
    },
  },
  ResumeDetail: {
    label: { 'zh-CN': '简历详情', en: 'Resume detail' },
    defaults: { source: { operation: 'personalResumeDetail', bind: { id: 'id' } } },
  },
  SkillList: {
    label: { 'zh-CN': '技能培训列表', en: 'Course list' },
    options: {
      type: 'object',
      additionalProperties: false,
      properties: {
        layout: {
          enum: ['compact'],
          description: 'compact: every course the section asks for in a scrollable list of names (home).',
        },
      },
    },
    defaults: {
      title: { 'zh-CN': '技能培训', en: 'Skills training' },
      source: { operation: 'schoolList' },
      pageSize: 999,
      more: '/learnSkill',
      options: { layout: 'compact' },
    },
  },
  HomeStats: {
    label: { 'zh-CN': '平台数据', en: 'Platform figures' },
    defaults: { title: { 'zh-CN': '平台数据', en: 'The portal in figures' }, source: { operation: 'homeIndex' } },
  },
  SkillDetail: {
    label: { 'zh-CN': '培训详情', en: 'Course detail' },
    defaults: { source: { operation: 'schoolDetail', bind: { id: 'id' } } },
  },
  SkillTypeList: {
    label: { 'zh-CN': '培训分类', en: 'Course types' },
    defaults: { title: { 'zh-CN': '技能分类', en: 'Skill types' }, source: { operation: 'schoolType' } },
  },
  MentorList: {
    label: { 'zh-CN': '职业导师列表', en: 'Mentor list' },
    defaults: {
      title: { 'zh-CN': '职业导师', en: 'Career mentors' },
      width: 'third',
      source: { operation: 'queryJobTeacherPage' },
      pageSize: 2,
      more: '/teacherList',
    },
  },
  MentorDetail: {
    label: { 'zh-CN': '导师详情', en: 'Mentor detail' },
    defaults: { source: { operation: 'queryJobTeacherById', bind: { id: 'id' } } },
  },
  MiniClassList: {
    label: { 'zh-CN': '微课堂列表', en: 'Mini-class list' },
    defaults: {
      title: { 'zh-CN': '微课堂', en: 'Mini classes' },
      width: 'third',
      source: { operation: 'queryMiniClassPage' },
      pageSize: 2,
      more: '/miniClazz',
    },
  },
  MiniClassDetail: {
    label: { 'zh-CN': '微课堂详情', en: 'Mini-class detail' },
    defaults: { source: { operation: 'queryMiniClassById', bind: { id: 'id' } } },
  },
  GuidePhoneList: {
    label: { 'zh-CN': '指导电话', en: 'Guidance phone list' },
    defaults: {
      title: { 'zh-CN': '区县指导电话', en: 'District guidance lines' },
      width: 'third',
      source: { operation: 'queryGuideMobileByPage' },
      pageSize: 999,
      show: 5,
      more: '/telephone',
    },
  },
  ArticleList: {
    label: { 'zh-CN': '资讯列表', en: 'Article list' },
    defaults: {
      title: { 'zh-CN': '招聘资讯', en: 'Recruitment news' },
      source: { operation: 'getInfoByPage' },
      pageSize: 10,
      paginate: true,
      filters: [
        { param: 'keyWord', label: { 'zh-CN': '关键词', en: 'Keywords' }, control: 'keywords', query: 'keywords' },
      ],
    },
  },
  ArticleTabs: {
    label: { 'zh-CN': '资讯分类标签', en: 'News with category tabs' },
    options: {
      type: 'object',
      additionalProperties: false,
      required: ['categories'],
      properties: { categories: { $ref: '#/$defs/source', description: 'Where the category tabs come from.' } },
    },
    defaults: {
      title: { 'zh-CN': '招聘资讯', en: 'Recruitment news' },
      source: { operation: 'homeArticleIndex' },
      pageSize: 3,
      show: 3,
      more: '/information',
      options: { categories: { operation: 'homeArticleCategory' } },
    },
  },
  ArticleDetail: {
    label: { 'zh-CN': '资讯详情', en: 'Article detail' },
    defaults: { source: { operation: 'getInfoById', bind: { id: 'id' } } },
  },
  ScattJobList: {
    label: { 'zh-CN': '零工岗位列表', en: 'Gig job list' },
    defaults: {
      title: { 'zh-CN': '零工岗位', en: 'Casual jobs offered' },
      width: 'half',
      source: { operation: 'scattJobIndex' },
      pageSize: 4,
      more: '/temporaryWorker',
    },
  },
  ScattWorkerList: {
    label: { 'zh-CN': '零工人员列表', en: 'Gig worker list' },
    defaults: {
      title: { 'zh-CN': '零工求职', en: 'Workers seeking jobs' },
      width: 'half',
      source: { operation: 'scattWorkIndex' },
      pageSize: 4,
      more: '/temporaryWorker?type=second',
    },
  },
  PolicyList: {
    label: { 'zh-CN': '政策列表', en: 'Policy list' },
    defaults: {
      title: { 'zh-CN': '政策法规', en: 'Policies' },
      source: { operation: 'queryPolicyPage' },
      pageSize: 10,
      paginate: true,
      filters: [
        { param: 'keyWord', label: { 'zh-CN': '关键词', en: 'Keywords' }, control: 'keywords', query: 'keywords' },
      ],
    },
  },
  PolicyDetail: {
    label: { 'zh-CN': '政策详情', en: 'Policy detail' },
    defaults: { source: { operation: 'queryPolicyById', bind: { id: 'id' } } },
  },
  BiddingProcess: {
    label: { 'zh-CN': '招标流程', en: 'Bidding process' },
    defaults: { title: { 'zh-CN': '招投标流程', en: 'Bidding process' }, source: { operation: 'queryBiddingProcess' } },
  },
  FriendlyLinks: {
    label: { 'zh-CN': '友情链接', en: 'Friendly links' },
    defaults: { title: { 'zh-CN': '友情链接', en: 'Friendly links' }, source: { operation: 'queryLink' } },
  },
  LoginPanel: { label: { 'zh-CN': '登录面板', en: 'Login panel' }, defaults: { width: 'third' } },
  ArbitrationForm: {
    label: { 'zh-CN': '仲裁预约表单', en: 'Arbitration booking form' },
    defaults: {
      title: { 'zh-CN': '劳动仲裁预约登记', en: 'Labour arbitration appointment' },
      sources: {
        disputeTypes: { operation: 'disputeType' },
        organizations: { operation: 'queryOrganization', params: { type: 'ARBITRATION_COURT' } },
      },
    },
  },
  SupervisionForm: {
    label: { 'zh-CN': '监察预约表单', en: 'Supervision booking form' },
    defaults: {
      title: { 'zh-CN': '欠薪监察预约登记', en: 'Wage-arrears supervision appointment' },
      sources: { businessScopes: { operation: 'businessScope' } },
    },
  },
  ScattJobForm: {
    label: { 'zh-CN': '零工岗位发布表单', en: 'Gig job form' },
    defaults: {
      title: { 'zh-CN': '发布零工信息', en: 'Publish a casual job' },
      sources: { areas: { operation: 'homeClassifyIndex', params: { type: 'citycategory' } } },
    },
  },
  ScattWorkForm: {
    label: { 'zh-CN': '零工求职登记表单', en: 'Gig worker form' },
    defaults: {
      title: { 'zh-CN': '发布求职信息', en: 'Publish worker-seeking info' },
      sources: {
        categories: { operation: 'scattWorkCategory' },
        areas: { operation: 'homeClassifyIndex', params: { type: 'citycategory' } },
      },
    },
  },
  PolicyApplyForm: {
    label: { 'zh-CN': '政策申报表单', en: 'Policy application form' },
    defaults: {
      title: { 'zh-CN': '政策补贴申请', en: 'Policy subsidy application' },
      sources: { policies: { operation: 'queryPolicyPage', params: { page: 1, size: 50 } } },
    },
  },
  ContactBox: {
    label: { 'zh-CN': '联系方式浮窗', en: 'Contact box' },
    options: {
      type: 'object',
      additionalProperties: false,
      properties: {
        qrImage: { type: 'string', minLength: 1, description: 'Address of the QR image shown in the box.' },
        qrLabel: { $ref: '#/$defs/text', description: 'Text under the QR image.' },
      },
    },
    defaults: {
      source: { operation: 'homeConfigIndex' },
      options: {
        qrImage: '/n2024/web/qr-service.svg',
        qrLabel: { 'zh-CN': '扫码关注江城就业', en: 'Scan to follow Jiangcheng Jobs' },
      },
    },
  },
  SidePanel: {
    label: { 'zh-CN': '侧边浮动面板', en: 'Side panel' },
    defaults: { source: { operation: 'homeConfigIndex' } },
  },
  EntryLinks: {
    label: { 'zh-CN': '入口链接', en: 'Entry links' },
    options: {
      type: 'object',
      additionalProperties: false,
      required: ['links'],
      properties: {
        links: {
          type: 'array',
          minItems: 1,
          items: { $ref: '#/$defs/link' },
          description: 'The links shown, in order.',
        },
      },
    },
    defaults: {
      title: { 'zh-CN': '我要维权', en: 'Make an appointment' },
      options: {
        links: [
          { route: '/arbitration', label: { 'zh-CN': '劳动仲裁预约', en: 'Labour arbitration appointment' } },
          {
            route: '/supervision?type=1',
            label: { 'zh-CN': '建筑领域欠薪监察预约', en: 'Construction wage-arrears supervision' },
          },
          {
            route: '/supervision?type=2',
            label: { 'zh-CN': '非建筑领域欠薪监察预约', en: 'Non-construction wage-arrears supervision' },
          },
        ],
      },
    },
  },
  MyAppointments: {
    label: { 'zh-CN': '我的预约', en: 'My appointments' },
    defaults: { title: { 'zh-CN': '我的预约', en: 'My appointments' }, pageSize: 10 },
  },
};
