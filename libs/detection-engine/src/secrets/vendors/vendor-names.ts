// Names of software vendors and API services whose keys people paste into prompts, written from
// general knowledge (a name is a fact, not a rule). Lower case; spellings of one vendor that
// differ in separators are listed separately because the keyword pass compares literally.

/** Names that are not everyday words: wherever they occur, inside an identifier too, they name the vendor. */
const DISTINCTIVE = `
  openai anthropic  mistral groq   huggingface hugging_face deepseek togetherai
   anyscale openrouter ai21 alephalpha stabilityai elevenlabs assemblyai deepgram speechmatics
  voyageai jina nomic pinecone weaviate qdrant milvus zilliz langchain langsmith langfuse helicone portkey
  deepinfra octoai baseten runpod lambdalabs paperspace clarifai roboflow scaleai labelbox wandb
  weightsandbiases cometml dagshub writesonic copyai leonardoai ideogram runwayml heygen synthesia
  playht resembleai speechify witai dialogflow  vertexai midjourney cerebras sambanova novita
  aws amazonaws azure gcp googleapis firebase cloudflare digitalocean linode akamai vultr hetzner
  scaleway upcloud softlayer ibm bluemix alibaba aliyun tencent huaweicloud yandex heroku vercel netlify flyio
  supabase planetscale neondb cockroachdb mongodb redislabs upstash turso faunadb aiven timescale
   databricks bigquery clickhouse singlestore yugabyte couchbase cloudant elasticsearch
  opensearch algolia meilisearch typesense
  github gitlab sourcegraph adobe autodesk bitbucket atlassian jira confluence circleci travisci teamcity buildkite droneci codeship
  appveyor bitrise codemagic codecov coveralls sonarqube sonarcloud snyk whitesource veracode
  checkmarx dockerhub artifactory jfrog sonatype npmjs pypi rubygems nuget packagecloud cloudsmith
  gemfury octopusdeploy pulumi terraform hashicorp doppler infisical 1password onepassword bitwarden
  lastpass akeyless cyberark vagrantcloud rundeck
  datadog newrelic new_relic new-relic  bugsnag rollbar raygun honeybadger airbrake logrocket
  fullstory hotjar mixpanel  posthog appcues logdna mezmo loggly  sumologic splunk
  lightstep  grafana dynatrace appdynamics instana scalyr signalfx wavefront opsgenie
  pagerduty victorops statuspage uptimerobot pingdom betteruptime betterstack checkly cronitor
  statuscake site24x7 logzio coralogix baselime
  twilio sendgrid mailgun mailchimp mandrill mailjet  sparkpost sendinblue brevo mailersend
  mailerlite convertkit klaviyo customerio  onesignal  pubnub vonage nexmo plivo
  messagebird sinch telnyx clicksend textmagic esendex infobip kaleyra msg91 textlocal telesign
     mattermost rocketchat zulip webex ringcentral gotomeeting dialpad aircall
   zendesk freshdesk freshworks helpscout helpcrunch kustomer gorgias olark liveagent tawk
  airtable asana trello clickup  wrike smartsheet todoist lucidchart dropbox onedrive
  sharepoint evernote calendly typeform surveymonkey jotform formstack paperform docusign hellosign
  pandadoc zapier ifttt integromat n8n workato pipedream appsmith budibase webflow squarespace shopify
  bigcommerce woocommerce magento wordpress contentful strapi prismic storyblok datocms hygraph
  graphcms buttercms cosmicjs directus
  salesforce hubspot pipedrive zoho freshsales closecrm insightly activecampaign marketo pardot
   salesloft clearbit zoominfo lusha phantombuster
   paypal braintree adyen klarna afterpay razorpay paystack flutterwave mollie gocardless 
  dwolla transferwise revolut coinbase binance bitfinex bitstamp kucoin bybit huobi bittrex poloniex
  bitmex coinmarketcap coingecko etherscan bscscan polygonscan infura moralis quicknode chainstack
  blocknative opensea chargebee recurly zuora chargify lemonsqueezy gumroad fastspring xero quickbooks
  freshbooks netsuite expensify marqeta currencycloud
  okta auth0 onelogin jumpcloud duosecurity pingidentity stytch descope frontegg workos fusionauth
  keycloak  supertokens authy virustotal shodan censys securitytrails abuseipdb greynoise
  urlscan alienvault crowdstrike sentinelone  qualys rapid7 hackerone bugcrowd
  mapbox tomtom googlemaps openweathermap weatherstack accuweather weatherapi ipinfo ipstack
  ipgeolocation ipdata abstractapi positionstack opencage geocodio mapquest what3words rapidapi
  newsapi alphavantage finnhub iexcloud twelvedata quandl marketstack currencylayer openexchangerates
  numverify kickbox zerobounce neverbounce
  twitter facebook instagram linkedin youtube tiktok pinterest reddit snapchat  vimeo spotify
  soundcloud giphy unsplash pexels pixabay shutterstock gettyimages flickr imgur cloudinary imgix
  uploadcare filestack bunnycdn fastly keycdn stackpath jwplayer wistia vidyard brightcove
    stoplight gitbook mintlify launchdarkly optimizely flagsmith configcat statsig
  growthbook apify scrapingbee scraping_bee scraperapi zenrows brightdata browserless browserstack saucelabs
  lambdatest testingbot applitools ngrok tailscale zerotier appcenter revenuecat appsflyer kochava
  chartmogul clockify cloudconvert commercejs cryptocompare cloudmersive cloudimage everhour databox
  metabase moosend nutritionix pandascore parsehub pinata portainer proxycrawl repairshopr robinhood
  rootly salesmate scalr sendbird sheety signalwire siteleaf smartystreets storychief strava tallyfy
  thinkific thousandeyes typetalk wepay zeplin zipbooks mockaroo keenio loginradius magicbell
  instamojo kanbantool edenai gengo billomat bannerbear boostnote bulksms companyhub convertapi
  craftmypdf nozbe onepagecrm openvpn leankit planview meraki solarwinds tableau apimatic
  api2cart apimetrics apitemplate appointedd aeroworkflow apacta besttime braintrust cannyio
  captaindata cashboard checkvist easyinsight gocanvas invoiceocean metaapi nethunt onedesk
  salescookie simplynoted spectralops vbout vouchery websitepulse maxmind geoip
`;

/**
 * Distinctive names of more services, whose keys have no format written down here: a token near
 * one counts only when the text calls it a key, token or secret (`Acquia API key: …`).
 */
const QUALIFIED = `
  acquia adafruit apigee appsignal avalara backblaze bitly blazemeter blockcypher brandfetch
  calendarific campaignmonitor chatwork cloudsight commercetools contentstack currencyapi
  dailymotion dnsimple docparser easyship edamam elasticemail emailoctopus eventbrite fibery
  flowdock frameio fullcontact geckoboard gitter gotify graphhopper groovehq gyazo happyfox
  helpjuice holidayapi hubstaff hypertrack ipapi ipify kintone klipfolio lemlist livestorm loadmill
  loyverse madkudu mailboxlayer mailmodo mailsac mavenlink meaningcloud mediastack messente
  mindmeister mixmax monkeylearn moonclerk newscatcher ninjarmm nylas oanda onfleet packagist
  partnerstack paymo pdflayer pdfshift peopledatalabs pivotaltracker planyo poeditor postageapp
  printful printify prodpad productboard quickbase rebrandly rentman restpack rocketreach
  scrapestack scrapingant screenshotlayer segmentio sendpulse serpstack shipday simfin skybiometry
  smsapi snipcart spoonacular stormglass storecove surveysparrow swiftype taxjar teamgate
  tickettailor ticketmaster timecamp tmetric tomorrowio travelpayouts tyntec ubidots uplead
  userstack vatlayer veriphone weatherbit whoxy worksnaps ynab zenscrape zenserp zipcodeapi zohocrm
  servicenow egnyte citrix vmware nutanix docebo coursera udemy kajabi patreon substack replit
  codesandbox stackblitz gitpod koyeb northflank wpengine kinsta cpanel plesk godaddy namecheap
  porkbun gandi cloudns storj ankr thegraph bitquery blockchair nownodes tatum fireblocks moonpay
  wyre finicity yodlee truelayer saltedge worldpay authorizenet squareup payu paytm cashfree
  ccavenue midtrans xendit paymongo mercadopago pagseguro conekta ebanx dlocal rapyd paysafe skrill
  payoneer airwallex brex moderntreasury checkoutcom tradier polygonio tiingo eodhd
  financialmodelingprep benzinga intrinio xignite coinapi coinlayer messari glassnode santiment
  cryptoapis blockfrost helius clickatell gupshup smsglobal zenvia manychat chatfuel landbot
  botpress voiceflow tidio chatwoot frontapp reamaze kayako talkdesk five9 genesys justcall
  cloudtalk openphone callrail aweber constantcontact emarsys leanplum urbanairship pushwoosh
  cometchat livekit jitsi ably imagekit tinypng removebg smartling crowdin lokalise transifex weglot
  rudderstack mparticle kissmetrics woopra matomo chartbeat parsely similarweb semrush ahrefs spyfu
  serpapi dataforseo yext birdeye trustpilot yotpo okendo loyaltylion omnisend optinmonster unbounce
  instapage leadpages clickfunnels kartra ontraport infusionsoft sharpspring chilipiper
  acuityscheduling setmore mindbody vagaro zenoti bamboohr zenefits paychex paylocity paycom
  smartrecruiters jobvite icims recruitee teamtailor personio hibob cultureamp gitea codeberg
  sourcehut gerrit phabricator azuredevops fastlane testflight crashlytics instabug kobiton testrail
  practitest codacy codeclimate deepsource semgrep fossa debricked mergify dependabot opslevel
  codefresh semaphoreci buddyworks spinnaker argocd fluxcd okteto spacelift env0 infracost kubecost
  terragrunt cloudhealth spotinst cloudability chronosphere signoz uptrace kentik netdata zabbix
  nagios icinga checkmk logicmonitor sematext graylog humio cribl exabeam securonix logrhythm
  lacework prismacloud aquasec sysdig detectify probely acunetix invicti netsparker portswigger
  zscaler netskope twingate perimeter81 protonmail tutanota fastmail dashlane nordpass roboform
  passbolt thycotic delinea beyondtrust strongdm netbird pritunl pingone forgerock sailpoint saviynt
  miniorange authentik zitadel hanko corbado userfront propelauth casdoor fireworksai mistralai
  predibase lamini nlpcloud textcortex gladia wellsaid lumaai tavily exaai serper firecrawl jinaai
  llamaindex llamacloud vectara marqo turbopuffer lancedb chromadb humanloop promptlayer arize
  agentops cerebrium siliconflow zhipu baichuan dashscope qianfan volcengine iflytek
`;

/** Vendor names that are also everyday words: they count only as a whole word and do not own a value. */
const EVERYDAY = `
  together fireworks modal comet neptune gradient jasper rasa chroma leonardo runway oracle render
  railway fly neon fauna elastic bonsai atlas nomad consul vault keeper chef puppet travis drone
  semaphore harness octopus segment heap pendo mux box zoom teams front drift crisp notion monday
  linear coda miro figma canva retool bubble ghost sanity tally wix copper nutshell capsule
  keap apollo hunter square gemini kraken alchemy polygon duo clerk resend lob shippo easypost stripe
  slack sentry discord telegram snowflake postman insomnia amplitude outreach pusher basecamp
  papertrail honeycomb plaid tenable cognito iterable intercom postmark replicate perplexity cohere
  twitch
  tines smooch beamer teamwork luno rawg cloze mite kanban
`;

const words = (list: string) => list.split(/\s+/).filter((name) => name.length > 0);

export const DISTINCTIVE_VENDOR_NAMES: readonly string[] = [...new Set(words(DISTINCTIVE))];
export const QUALIFIED_VENDOR_NAMES: readonly string[] = [...new Set(words(QUALIFIED))].filter(
  (name) => !DISTINCTIVE_VENDOR_NAMES.includes(name),
);
export const EVERYDAY_VENDOR_NAMES: readonly string[] = [...new Set(words(EVERYDAY))].filter(
  (name) => !DISTINCTIVE_VENDOR_NAMES.includes(name),
);
