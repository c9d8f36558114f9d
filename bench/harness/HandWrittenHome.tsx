// The home page written by hand, as a portal without the page builder would have it: the same section components,
// the same SectionFrame around each, the same grid and the same data from the same react-query cache, but every
// query, title, link and cut written out in JSX instead of read from pages.config/portal.json. Keep it in step with
// the home page of that file: the harness checks that both draw the same DOM.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useT } from '../../src/i18n/i18n';
import { visuallyHidden } from '../../src/theme.css';
import * as grid from '../../src/renderer/PageView/PageView.css';
import { SectionFrame } from '../../src/widgets/SectionFrame/SectionFrame';
import { AdvertRow } from '../../src/sections/AdvertRow/AdvertRow';
import { ArticleTabs } from '../../src/sections/ArticleTabs/ArticleTabs';
import { BannerCarousel } from '../../src/sections/BannerCarousel/BannerCarousel';
import { ContactBox } from '../../src/sections/ContactBox/ContactBox';
import { FriendlyLinks } from '../../src/sections/FriendlyLinks/FriendlyLinks';
import { GuidePhoneList } from '../../src/sections/GuidePhoneList/GuidePhoneList';
import { HomeStats } from '../../src/sections/HomeStats/HomeStats';
import { JobFairList } from '../../src/sections/JobFairList/JobFairList';
import { JobList } from '../../src/sections/JobList/JobList';
import { LoginPanel } from '../../src/sections/LoginPanel/LoginPanel';
import { MentorList } from '../../src/sections/MentorList/MentorList';
import { MiniClassList } from '../../src/sections/MiniClassList/MiniClassList';
import { NoticeList } from '../../src/sections/NoticeList/NoticeList';
import { ResumeList } from '../../src/sections/ResumeList/ResumeList';
import { RightsPanel } from '../../src/sections/RightsPanel/RightsPanel';
import { ScattJobList } from '../../src/sections/ScattJobList/ScattJobList';
import { ScattWorkerList } from '../../src/sections/ScattWorkerList/ScattWorkerList';
import { SidePanel } from '../../src/sections/SidePanel/SidePanel';
import { SkillList } from '../../src/sections/SkillList/SkillList';

const noNetwork = (): Promise<never> => Promise.reject(new Error('the harness renders from cache only'));
const q = (operation: string, params: Record<string, unknown>) =>
  queryOptions<any>({ queryKey: ['source', operation, params], queryFn: noNetwork });
const ALIASES = ['QS_index_a1@web', 'QS_index_a2@web', 'QS_index_a3@web'];

/** Every query of the hand-written home, so the harness can check each one is in the cache. */
export const HOME_QUERIES = {
  notices: q('queryNoticeByPage', { size: 8, page: 1 }),
  ads: q('homeAdIndex', { alias: ALIASES }),
  jobs: q('queryJobListByPage', { size: 9, page: 1 }),
  stats: q('homeIndex', {}),
  jobFairs: q('queryJobFairListByPage', { size: 4, page: 1 }),
  rights: q('queryOrganization', { type: 'ARBITRATION_COURT' }),
  resumes: q('homeResumeIndex', { pagesize: 6, page: 1 }),
  skills: q('schoolList', { pagesize: 999, page: 1 }),
  mentors: q('queryJobTeacherPage', { size: 2, page: 1 }),
  miniClasses: q('queryMiniClassPage', { size: 2, page: 1 }),
  guidePhones: q('queryGuideMobileByPage', { size: 999, page: 1 }),
  news: q('homeArticleIndex', { pagesize: 3, page: 1 }),
  // Asked for by ArticleTabs itself (its tabs), named here so the harness checks it is in the cache too.
  newsCategories: q('homeArticleCategory', {}),
  scattJobs: q('scattJobIndex', { pagesize: 4, page: 1 }),
  scattWorkers: q('scattWorkIndex', { pagesize: 4, page: 1 }),
  links: q('queryLink', {}),
  settings: q('homeConfigIndex', {}),
};
type Key = keyof typeof HOME_QUERIES;

interface FramedProps {
  id: string;
  data: Key;
  title?: string;
  more?: string;
  list?: (d: any) => readonly unknown[];
  bare?: boolean;
  children: (d: any) => ReactNode;
}

/** One framed section: its query and its frame, as a hand-written page would share them. */
function Framed({ id, data, title, more, list, bare, children }: FramedProps) {
  const query = useQuery(HOME_QUERIES[data]);
  return (
    <SectionFrame
      id={id}
      title={title}
      more={more}
      query={query}
      bare={bare}
      isEmpty={list ? (d) => list(d).length === 0 : () => false}
    >
      {children}
    </SectionFrame>
  );
}

// The harness's data is the contract's examples, read as any: the components' own props say what each row is.
const records = (d: any) => d.records as any[];
const items = (d: any) => d.items as any[];
const info = (d: any) => d.info as any[];
const articles = (d: any) => d.article_list as any[];
const all = (d: any) => d as any[];

export function HandWrittenHome({ search }: { search: URLSearchParams }) {
  const { text } = useT();
  const p = { search, data: undefined as any };
  const zh = (zhCN: string, en: string) => text({ 'zh-CN': zhCN, en });
  return (
    <div className={grid.page}>
      <h1 className={visuallyHidden}>{zh('江城市公共就业服务网', 'Jiangcheng Public Employment Service')}</h1>
      <div className={grid.grid}>
        <div className={grid.cell.third}>
          <Framed id="notices" data="notices" title={zh('通知公告', 'Notices')} more="/notice" list={records}>
            {(d) => (
              <NoticeList
                {...p}
                section={{ id: 'notices', component: 'NoticeList' }}
                data={d}
                rows={records(d).slice(0, 8)}
                total={d.total}
              />
            )}
          </Framed>
        </div>
        <div className={grid.cell.third}>
          <Framed id="banner" data="ads" bare>
            {(d) => (
              <BannerCarousel
                {...p}
                section={{ id: 'banner', component: 'BannerCarousel', options: { intervalMs: 8000, height: 111 } }}
                data={d}
                rows={[]}
              />
            )}
          </Framed>
        </div>
        <div className={grid.cell.third}>
          <LoginPanel {...p} section={{ id: 'login', component: 'LoginPanel' }} rows={[]} />
        </div>
        <div className={grid.cell.full}>
          <Framed id="adverts" data="ads" bare>
            {(d) => <AdvertRow {...p} section={{ id: 'adverts', component: 'AdvertRow' }} data={d} rows={[]} />}
          </Framed>
        </div>
        <div className={grid.cell.full}>
          <Framed id="jobs" data="jobs" title={zh('最新职位', 'Newest jobs')} more="/jobSearch" list={records}>
            {(d) => (
              <JobList
                {...p}
                section={{ id: 'jobs', component: 'JobList' }}
                data={d}
                rows={records(d).slice(0, 9)}
                total={d.total}
              />
            )}
          </Framed>
        </div>
        <div className={grid.cell.full}>
          <Framed id="stats" data="stats" title={zh('平台数据', 'The portal in figures')}>
            {(d) => <HomeStats {...p} section={{ id: 'stats', component: 'HomeStats' }} data={d} rows={[]} />}
          </Framed>
        </div>
        <div className={grid.cell.half}>
          <Framed
            id="jobFairs"
            data="jobFairs"
            title={zh('招聘会日程', 'Job fair schedule')}
            more="/jobFair"
            list={records}
          >
            {(d) => (
              <JobFairList
                {...p}
                section={{ id: 'jobFairs', component: 'JobFairList' }}
                data={d}
                rows={records(d).slice(0, 4)}
                total={d.total}
              />
            )}
          </Framed>
        </div>
        <div className={grid.cell.half}>
          <Framed
            id="rights"
            data="rights"
            title={zh('维权服务', 'Rights protection')}
            more="/safeguardRights"
            list={info}
          >
            {(d) => (
              <RightsPanel
                {...p}
                section={{ id: 'rights', component: 'RightsPanel' }}
                data={d}
                rows={info(d).slice(0, 2)}
                total={info(d).length}
              />
            )}
          </Framed>
        </div>
        <div className={grid.cell.full}>
          <Framed
            id="resumes"
            data="resumes"
            title={zh('最新简历', 'Newest resumes')}
            more="/recruitTalents"
            list={items}
          >
            {(d) => (
              <ResumeList
                {...p}
                section={{ id: 'resumes', component: 'ResumeList' }}
                data={d}
                rows={items(d).slice(0, 6)}
                total={d.total}
              />
            )}
          </Framed>
        </div>
        <div className={grid.cell.full}>
          <Framed id="skills" data="skills" title={zh('技能培训', 'Skills training')} more="/learnSkill" list={items}>
            {(d) => (
              <SkillList
                {...p}
                section={{ id: 'skills', component: 'SkillList', options: { layout: 'compact' } }}
                data={d}
                rows={items(d).slice(0, 999)}
                total={d.total}
              />
            )}
          </Framed>
        </div>
        <div className={grid.cell.third}>
          <Framed
            id="mentors"
            data="mentors"
            title={zh('职业导师', 'Career mentors')}
            more="/teacherList"
            list={records}
          >
            {(d) => (
              <MentorList
                {...p}
                section={{ id: 'mentors', component: 'MentorList' }}
                data={d}
                rows={records(d).slice(0, 2)}
                total={d.total}
              />
            )}
          </Framed>
        </div>
        <div className={grid.cell.third}>
          <Framed
            id="miniClasses"
            data="miniClasses"
            title={zh('微课堂', 'Mini classes')}
            more="/miniClazz"
            list={records}
          >
            {(d) => (
              <MiniClassList
                {...p}
                section={{ id: 'miniClasses', component: 'MiniClassList' }}
                data={d}
                rows={records(d).slice(0, 2)}
                total={d.total}
              />
            )}
          </Framed>
        </div>
        <div className={grid.cell.third}>
          <Framed
            id="guidePhones"
            data="guidePhones"
            title={zh('区县指导电话', 'District guidance lines')}
            more="/telephone"
            list={records}
          >
            {(d) => (
              <GuidePhoneList
                {...p}
                section={{ id: 'guidePhones', component: 'GuidePhoneList' }}
                data={d}
                rows={records(d).slice(0, 5)}
                total={d.total}
              />
            )}
          </Framed>
        </div>
        <div className={grid.cell.full}>
          <Framed id="news" data="news" title={zh('招聘资讯', 'Recruitment news')} more="/information" list={articles}>
            {(d) => (
              <ArticleTabs
                {...p}
                section={{
                  id: 'news',
                  component: 'ArticleTabs',
                  source: { operation: 'homeArticleIndex' },
                  pageSize: 3,
                  show: 3,
                  options: { categories: { operation: 'homeArticleCategory' } },
                }}
                data={d}
                rows={articles(d).slice(0, 3)}
                total={d.total}
              />
            )}
          </Framed>
        </div>
        <div className={grid.cell.half}>
          <Framed
            id="scattJobs"
            data="scattJobs"
            title={zh('零工岗位', 'Casual jobs offered')}
            more="/temporaryWorker"
            list={items}
          >
            {(d) => (
              <ScattJobList
                {...p}
                section={{ id: 'scattJobs', component: 'ScattJobList' }}
                data={d}
                rows={items(d).slice(0, 4)}
                total={d.total}
              />
            )}
          </Framed>
        </div>
        <div className={grid.cell.half}>
          <Framed
            id="scattWorkers"
            data="scattWorkers"
            title={zh('零工求职', 'Workers seeking jobs')}
            more="/temporaryWorker?type=second"
            list={items}
          >
            {(d) => (
              <ScattWorkerList
                {...p}
                section={{ id: 'scattWorkers', component: 'ScattWorkerList' }}
                data={d}
                rows={items(d).slice(0, 4)}
                total={d.total}
              />
            )}
          </Framed>
        </div>
        <div className={grid.cell.full}>
          <Framed id="links" data="links" title={zh('友情链接', 'Friendly links')} list={all}>
            {(d) => (
              <FriendlyLinks
                {...p}
                section={{ id: 'links', component: 'FriendlyLinks' }}
                data={d}
                rows={all(d)}
                total={all(d).length}
              />
            )}
          </Framed>
        </div>
        <div className={`${grid.cell.full} ${grid.floatingCell}`}>
          <Framed id="contact" data="settings" bare>
            {(d) => (
              <ContactBox
                {...p}
                section={{
                  id: 'contact',
                  component: 'ContactBox',
                  options: {
                    qrImage: '/n2024/web/qr-service.svg',
                    qrLabel: { 'zh-CN': '扫码关注江城就业', en: 'Scan to follow Jiangcheng Jobs' },
                  },
                }}
                data={d}
                rows={[]}
              />
            )}
          </Framed>
        </div>
        <div className={`${grid.cell.full} ${grid.floatingCell}`}>
          <Framed id="sidePanel" data="settings" bare>
            {(d) => <SidePanel {...p} section={{ id: 'sidePanel', component: 'SidePanel' }} data={d} rows={[]} />}
          </Framed>
        </div>
      </div>
    </div>
  );
}
