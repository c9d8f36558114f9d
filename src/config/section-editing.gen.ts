// Written by `npm run sections` (scripts/gen-sections.ts) from the folders of src/sections/: do not edit.
import { editing as AdvertRow } from '../sections/AdvertRow/editing';
import { editing as ArbitrationForm } from '../sections/ArbitrationForm/editing';
import { editing as ArticleDetail } from '../sections/ArticleDetail/editing';
import { editing as ArticleList } from '../sections/ArticleList/editing';
import { editing as ArticleTabs } from '../sections/ArticleTabs/editing';
import { editing as BannerCarousel } from '../sections/BannerCarousel/editing';
import { editing as BiddingProcess } from '../sections/BiddingProcess/editing';
import { editing as CompanyDetail } from '../sections/CompanyDetail/editing';
import { editing as ContactBox } from '../sections/ContactBox/editing';
import { editing as ContactInfo } from '../sections/ContactInfo/editing';
import { editing as EntryLinks } from '../sections/EntryLinks/editing';
import { editing as FriendlyLinks } from '../sections/FriendlyLinks/editing';
import { editing as GuidePhoneList } from '../sections/GuidePhoneList/editing';
import { editing as HomeStats } from '../sections/HomeStats/editing';
import { editing as JobDetail } from '../sections/JobDetail/editing';
import { editing as JobFairCompanies } from '../sections/JobFairCompanies/editing';
import { editing as JobFairDetail } from '../sections/JobFairDetail/editing';
import { editing as JobFairList } from '../sections/JobFairList/editing';
import { editing as JobList } from '../sections/JobList/editing';
import { editing as LoginPanel } from '../sections/LoginPanel/editing';
import { editing as MentorDetail } from '../sections/MentorDetail/editing';
import { editing as MentorList } from '../sections/MentorList/editing';
import { editing as MiniClassDetail } from '../sections/MiniClassDetail/editing';
import { editing as MiniClassList } from '../sections/MiniClassList/editing';
import { editing as MyAppointments } from '../sections/MyAppointments/editing';
import { editing as NoticeDetail } from '../sections/NoticeDetail/editing';
import { editing as NoticeList } from '../sections/NoticeList/editing';
import { editing as OnlineJobFairDetail } from '../sections/OnlineJobFairDetail/editing';
import { editing as OnlineJobFairList } from '../sections/OnlineJobFairList/editing';
import { editing as OrganizationList } from '../sections/OrganizationList/editing';
import { editing as PolicyApplyForm } from '../sections/PolicyApplyForm/editing';
import { editing as PolicyDetail } from '../sections/PolicyDetail/editing';
import { editing as PolicyList } from '../sections/PolicyList/editing';
import { editing as ResumeDetail } from '../sections/ResumeDetail/editing';
import { editing as ResumeList } from '../sections/ResumeList/editing';
import { editing as RightsPanel } from '../sections/RightsPanel/editing';
import { editing as ScattJobForm } from '../sections/ScattJobForm/editing';
import { editing as ScattJobList } from '../sections/ScattJobList/editing';
import { editing as ScattWorkForm } from '../sections/ScattWorkForm/editing';
import { editing as ScattWorkerList } from '../sections/ScattWorkerList/editing';
import { editing as SidePanel } from '../sections/SidePanel/editing';
import { editing as SiteMap } from '../sections/SiteMap/editing';
import { editing as SkillDetail } from '../sections/SkillDetail/editing';
import { editing as SkillList } from '../sections/SkillList/editing';
import { editing as SkillTypeList } from '../sections/SkillTypeList/editing';
import { editing as SupervisionForm } from '../sections/SupervisionForm/editing';
import { editing as TextBlock } from '../sections/TextBlock/editing';

export const editings = {
  AdvertRow,
  ArbitrationForm,
  ArticleDetail,
  ArticleList,
  ArticleTabs,
  BannerCarousel,
  BiddingProcess,
  CompanyDetail,
  ContactBox,
  ContactInfo,
  EntryLinks,
  FriendlyLinks,
  GuidePhoneList,
  HomeStats,
  JobDetail,
  JobFairCompanies,
  JobFairDetail,
  JobFairList,
  JobList,
  LoginPanel,
  MentorDetail,
  MentorList,
  MiniClassDetail,
  MiniClassList,
  MyAppointments,
  NoticeDetail,
  NoticeList,
  OnlineJobFairDetail,
  OnlineJobFairList,
  OrganizationList,
  PolicyApplyForm,
  PolicyDetail,
  PolicyList,
  ResumeDetail,
  ResumeList,
  RightsPanel,
  ScattJobForm,
  ScattJobList,
  ScattWorkForm,
  ScattWorkerList,
  SidePanel,
  SiteMap,
  SkillDetail,
  SkillList,
  SkillTypeList,
  SupervisionForm,
  TextBlock,
} as const;
