import java.lang.reflect.Field;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;

/**
 * Starts Amazon's DynamoDB Local with its own command-line arguments, as its main class does, but listening on
 * one address only (the first argument, 127.0.0.1 in practice). DynamoDB Local has no option for the address:
 * it builds its Jetty server with a port alone, which listens on every interface, and it accepts any
 * credentials, so anyone who reached the machine could read and change the tables. The connector is told the
 * host before the server starts; telemetry is never configured. Run in Java's source-file mode (JEP 330).
 */
public class LoopbackDynamoDbLocal {
  public static void main(String[] args) throws Exception {
    String host = args[0];
    String[] dynamoDbArgs = java.util.Arrays.copyOfRange(args, 1, args.length);
    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(dynamoDbArgs);
    Field field = DynamoDBProxyServer.class.getDeclaredField("server");
    field.setAccessible(true);
    Server server = (Server) field.get(proxy);
    for (Connector connector : server.getConnectors()) {
      ((ServerConnector) connector).setHost(host);
    }
    proxy.start();
    System.out.println("DynamoDB Local listening on " + host);
  }
}
