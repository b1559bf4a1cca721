package dev.zeitnot;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Keeps the architecture's arrows pointing down, read from the compiled classes (so fully
 * qualified names and wildcards count as much as imports): chess at the bottom; the engine on
 * it; the lab beside the engine; the client, config and arena beside each other; the bot above;
 * the ops endpoint above it; the command line at the top. No package may sit in a cycle, and
 * the lower boxes keep their third-party dependencies narrow.
 */
class ArchitectureTest {

  private static JavaClasses classes;

  @BeforeAll
  static void importMainClasses() {
    classes = new ClassFileImporter()
        .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
        .importPackages("dev.zeitnot");
  }

  @Test
  void theBoxesDependOnlyOnTheBoxesBelowThem() {
    layeredArchitecture().consideringOnlyDependenciesInLayers()
        .layer("chess").definedBy("dev.zeitnot.chess..")
        .layer("engine").definedBy("dev.zeitnot.engine..")
        .layer("lab").definedBy("dev.zeitnot.lab..")
        .layer("lichess").definedBy("dev.zeitnot.lichess..")
        .layer("config").definedBy("dev.zeitnot.config..")
        .layer("arena").definedBy("dev.zeitnot.arena..")
        .layer("bot").definedBy("dev.zeitnot.bot..")
        .layer("ops").definedBy("dev.zeitnot.ops..")
        .layer("cli").definedBy("dev.zeitnot.cli..")
        .whereLayer("cli").mayNotBeAccessedByAnyLayer()
        .whereLayer("ops").mayOnlyBeAccessedByLayers("cli")
        .whereLayer("bot").mayOnlyBeAccessedByLayers("ops", "cli")
        .whereLayer("arena").mayOnlyBeAccessedByLayers("cli")
        .whereLayer("lab").mayOnlyBeAccessedByLayers("cli")
        .whereLayer("config").mayOnlyBeAccessedByLayers("bot", "ops", "cli")
        .whereLayer("lichess").mayOnlyBeAccessedByLayers("bot", "cli")
        .whereLayer("engine").mayOnlyBeAccessedByLayers("lab", "config", "arena", "bot", "cli")
        .check(classes);
  }

  @Test
  void noTwoTopLevelClassesShareASimpleName() {
    java.util.Map<String, java.util.List<String>> byName = classes.stream()
        .filter(c -> c.isTopLevelClass())
        .collect(java.util.stream.Collectors.groupingBy(c -> c.getSimpleName(), java.util.TreeMap::new,
            java.util.stream.Collectors.mapping(c -> c.getName(), java.util.stream.Collectors.toList())));
    byName.values().removeIf(names -> names.size() < 2);
    org.assertj.core.api.Assertions.assertThat(byName)
        .as("one name, one meaning: a class whose name another package's class has says whose it is").isEmpty();
  }

  @Test
  void noPackageSitsInACycle() {
    slices().matching("dev.zeitnot.(**)").should().beFreeOfCycles().check(classes);
  }

  @Test
  void theRulesOfChessUseNothingButTheJdk() {
    noClasses().that().resideInAPackage("dev.zeitnot.chess..")
        .should().dependOnClassesThat().resideOutsideOfPackages("java..", "dev.zeitnot.chess..")
        .check(classes);
  }

  @Test
  void theEngineUsesNothingButTheJdkAndTheLoggingApi() {
    noClasses().that().resideInAPackage("dev.zeitnot.engine..")
        .should().dependOnClassesThat().resideOutsideOfPackages(
            "java..", "jdk.incubator.vector..", "org.slf4j..", "dev.zeitnot.engine..", "dev.zeitnot.chess..")
        .check(classes);
  }

  @Test
  void onlyTheClientAndTheOpsEndpointSpeakHttp() {
    noClasses().that().resideOutsideOfPackages("dev.zeitnot.lichess..", "dev.zeitnot.cli..")
        .should().dependOnClassesThat().resideInAPackage("okhttp3..")
        .check(classes);
  }

  @Test
  void onlyTheOpsEndpointServesHttpWithJetty() {
    noClasses().that().resideOutsideOfPackage("dev.zeitnot.ops..")
        .should().dependOnClassesThat().resideInAPackage("org.eclipse.jetty..")
        .check(classes);
  }

  @Test
  void thePartsOfTheBotDependOnlyOnThePartsBelowThem() {
    layeredArchitecture().consideringOnlyDependenciesInLayers()
        .layer("top").definedBy("dev.zeitnot.bot")
        .layer("game").definedBy("dev.zeitnot.bot.game..")
        .layer("tournament").definedBy("dev.zeitnot.bot.tournament..")
        .layer("challenge").definedBy("dev.zeitnot.bot.challenge..")
        .layer("knowledge").definedBy("dev.zeitnot.bot.knowledge..")
        .layer("chat").definedBy("dev.zeitnot.bot.chat..")
        .layer("clock").definedBy("dev.zeitnot.bot.clock..")
        .layer("report").definedBy("dev.zeitnot.bot.report..")
        .layer("stats").definedBy("dev.zeitnot.bot.stats..")
        .layer("service").definedBy("dev.zeitnot.bot.service..")
        .whereLayer("top").mayNotBeAccessedByAnyLayer()
        .whereLayer("game").mayOnlyBeAccessedByLayers("top")
        .whereLayer("tournament").mayOnlyBeAccessedByLayers("top")
        .whereLayer("challenge").mayOnlyBeAccessedByLayers("top")
        .whereLayer("knowledge").mayOnlyBeAccessedByLayers("top", "game")
        .whereLayer("chat").mayOnlyBeAccessedByLayers("top", "game")
        .whereLayer("clock").mayOnlyBeAccessedByLayers("top", "game")
        .whereLayer("report").mayOnlyBeAccessedByLayers("top", "game")
        .whereLayer("stats").mayNotBeAccessedByAnyLayer()
        .whereLayer("service").mayOnlyBeAccessedByLayers("top", "challenge", "tournament")
        .check(classes);
  }
}
