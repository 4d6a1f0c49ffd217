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
export const EVERYDAY_VENDOR_NAMES: readonly string[] = [...new Set(words(EVERYDAY))].filter(
  (name) => !DISTINCTIVE_VENDOR_NAMES.includes(name),
);
