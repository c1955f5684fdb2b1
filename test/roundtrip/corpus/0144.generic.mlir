"builtin.module"() ({
  %0 = "foo.compute"() : () -> memref<7x?xsi1, "shared">
  %1 = "z.nop"() ({
    "a.b"() {d.k3 = true, sym_name1 = dense<(85,-14)> : tensor<complex<i32>>, x0, x2 = false} : () -> ()
    "x.y"(%0, %0, %0) : (memref<7x?xsi1, "shared">, memref<7x?xsi1, "shared">, memref<7x?xsi1, "shared">) -> ()
    %6 = "bar.yield"(%0, %0, %0) <{x0 = affine_map<(d0, d1, d2)[s0] -> (d1 floordiv 3)>}> ({
    }) : (memref<7x?xsi1, "shared">, memref<7x?xsi1, "shared">, memref<7x?xsi1, "shared">) -> tensor<?xi128>
    %7 = "foo.bar"(%6, %6, %6) <{"quoted key 0" = dense_resource<blob0> : tensor<5xi64>, "quoted key 1" = "\0A*b\F0\9F\99\82\00\C3\A9b"}> {attr1 = vector<12x9xsi64>, sym_name0 = true} : (tensor<?xi128>, tensor<?xi128>, tensor<?xi128>) -> complex<f8E4M3FN>
    %8 = "d.op_1"(%6, %0, %7) {_u1 = [], a0 = 1763706 : i64, k$2 = "#\0A*}<\F0\9F\99\82"} : (tensor<?xi128>, memref<7x?xsi1, "shared">, complex<f8E4M3FN>) -> f4E2M1FN
    %9 = "foo.bar.baz"() : () -> none
  }) : () -> f64
  %2 = "x.y"(%0, %1) : (memref<7x?xsi1, "shared">, f64) -> i16
  %3:3 = "bar.yield"() {_u0 = 9.375000e-02 : f8E5M2FNUZ, "quoted key 1" = #foo.v<<?, {? 95 "x y"}, true>>} : () -> (vector<[1]x[5]xi8>, index, complex<f32>)
  %4 = "x.y"(%1, %0) : (f64, memref<7x?xsi1, "shared">) -> !my_dialect<"a b">
  "foo.bar"(%4, %3#2) ({
    "x.y"(%4) : (!my_dialect<"a b">) -> ()
  }) : (!my_dialect<"a b">, complex<f32>) -> ()
  %5 = "foo.bar"(%0, %3#0, %4) <{}> : (memref<7x?xsi1, "shared">, vector<[1]x[5]xi8>, !my_dialect<"a b">) -> bf16
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x0800000040F067F4F541D791B941D70ABAE37BB9AD567EBEC0249A4CD741EC681220F01F6E1B40B0D710B23B"
    }
  }
#-}

