"builtin.module"() ({
  %0 = "foo.compute"() : () -> memref<7x?xsi1, "shared"> loc(#loc1)
  %1 = "z.nop"() ({
    "a.b"() {d.k3 = true, sym_name1 = dense<(85,-14)> : tensor<complex<i32>>, x0, x2 = false} : () -> () loc(#loc3)
    "x.y"(%0, %0, %0) : (memref<7x?xsi1, "shared">, memref<7x?xsi1, "shared">, memref<7x?xsi1, "shared">) -> () loc(#loc4)
    %6 = "bar.yield"(%0, %0, %0) <{x0 = affine_map<(d0, d1, d2)[s0] -> (d1 floordiv 3)>}> ({
    }) : (memref<7x?xsi1, "shared">, memref<7x?xsi1, "shared">, memref<7x?xsi1, "shared">) -> tensor<?xi128> loc(#loc16)
    %7 = "foo.bar"(%6, %6, %6) <{"quoted key 0" = dense_resource<blob0> : tensor<5xi64>, "quoted key 1" = "\0A*b\F0\9F\99\82\00\C3\A9b"}> {attr1 = vector<12x9xsi64>, sym_name0 = true} : (tensor<?xi128>, tensor<?xi128>, tensor<?xi128>) -> complex<f8E4M3FN> loc(#loc6)
    %8 = "d.op_1"(%6, %0, %7) {_u1 = [], a0 = 1763706 : i64, k$2 = "#\0A*}<\F0\9F\99\82"} : (tensor<?xi128>, memref<7x?xsi1, "shared">, complex<f8E4M3FN>) -> f4E2M1FN loc(#loc7)
    %9 = "foo.bar.baz"() : () -> none loc(#loc8)
  }) : () -> f64 loc(#loc2)
  %2 = "x.y"(%0, %1) : (memref<7x?xsi1, "shared">, f64) -> i16 loc(#loc17)
  %3:3 = "bar.yield"() {_u0 = 9.375000e-02 : f8E5M2FNUZ, "quoted key 1" = #foo.v<<?, {? 95 "x y"}, true>>} : () -> (vector<[1]x[5]xi8>, index, complex<f32>) loc(#loc10)
  %4 = "x.y"(%1, %0) : (f64, memref<7x?xsi1, "shared">) -> !my_dialect<"a b"> loc(#loc11)
  "foo.bar"(%4, %3#2) ({
    "x.y"(%4) : (!my_dialect<"a b">) -> () loc(#loc18)
  }) : (!my_dialect<"a b">, complex<f32>) -> () loc(#loc12)
  %5 = "foo.bar"(%0, %3#0, %4) <{}> : (memref<7x?xsi1, "shared">, vector<[1]x[5]xi8>, !my_dialect<"a b">) -> bf16 loc(#loc15)
}) : () -> () loc(#loc)
#loc = loc("0144.in.mlir":0:0)
#loc1 = loc("0144.in.mlir":5:9)
#loc2 = loc("0144.in.mlir":7:6)
#loc3 = loc("0144.in.mlir":8:5)
#loc4 = loc("0144.in.mlir":9:5)
#loc5 = loc("name")
#loc6 = loc("a.mlir":35:419)
#loc7 = loc("0144.in.mlir":15:10)
#loc8 = loc("0144.in.mlir":16:11)
#loc9 = loc("-":57:117)
#loc10 = loc("0144.in.mlir":20:9)
#loc11 = loc("a.mlir":14:70 to 15:34)
#loc12 = loc(unknown)
#loc13 = loc("src/x.py":85:0)
#loc14 = loc("f":37:40)
#loc15 = loc("0144.in.mlir":28:6)
#loc16 = loc(fused<#foo.m>[#loc5])
#loc17 = loc(callsite(#loc9 at #loc5))
#loc18 = loc(callsite(#loc13 at #loc14))

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x0800000040F067F4F541D791B941D70ABAE37BB9AD567EBEC0249A4CD741EC681220F01F6E1B40B0D710B23B"
    }
  }
#-}

