/** UI text of the member actions: apply (issue 9). */
export const zh = {
  'apply.button': '申请职位',
  'apply.busy': '投递中…',
  'apply.done': '已投递',
  'apply.named': '{action}：{job}',
  'apply.confirmTitle': '申请职位',
  'apply.confirmMessage': '确认投递 {job}（{company}）？将投递您在会员中心设置的默认简历。',
  'apply.confirmAtFair': '确认在本场招聘会投递 {job}（{company}）？将投递您在会员中心设置的默认简历。',
  'apply.confirm': '确认投递',
  'apply.success': '投递成功',
  'apply.already': '您已投递过该职位，无需重复投递。',
  'apply.failed': '投递失败',
  'apply.companyCannotApply': '企业账号不能申请职位。是否切换为个人身份后再投递？',
} as const;
