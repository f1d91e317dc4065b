"""The open campaign in the window: File and Edit actions, dialogs, the overview dock, the banner
(:class:`~ryf_desktop.ui.campaign.controller.CampaignController` owns the open session)."""
