package dev.zeitnot.config;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;

/** Any YAML gives a config or a ConfigException naming what is wrong, nothing else. */
class ConfigLoaderFuzzTest {

  @FuzzTest(maxDuration = "30s")
  void anyYamlLoadsOrIsRefused(FuzzedDataProvider data) {
    String yaml = data.consumeRemainingAsString();
    try {
      ConfigLoader.parse(yaml);
    } catch (ConfigException expected) {
      // the owner is told what to fix
    }
  }
}
