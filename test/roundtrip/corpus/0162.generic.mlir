#map = affine_map<(d0, d1, d2) -> (d2 ceildiv 5, d0 - d2 - d2 ceildiv 4)>
#map1 = affine_map<(d0) -> (-(d0 mod 3))>
"builtin.module"() ({
  %0 = "z.nop"() ({
    %22:4 = "foo.bar.baz"() {sym_name1 = 0x7FFF532357517CA3DEB0 : f80, value3 = 2.500000e-03 : f32, x2 = "X\\%", z90} : () -> (none, none, i128, f80)
    %23 = "d.op_1"(%22#0, %22#3) ({
    ^bb0(%arg3: memref<44xf32, "local mem">, %arg4: f32):
    }) : (none, f80) -> tuple<i1, i1, tf32>
  }, {
    "foo.bar.baz"() ({
      %21:4 = "my_dialect.thing"() : () -> (vector<[1]xf32>, complex<si8>, ui64, i128)
    }) : () -> ()
    "foo.compute"() ({
      "builtin.module"() ({
        %17 = "foo.op"() {attr1 = 1 : si8, d.k3, k$2 = "@\09#_\22", sym_name0} : () -> f8E5M2FNUZ
        %18 = "bar.yield"(%17, %17, %17) {k$1 = dense<[[389], [600], [978], [29]]> : vector<4x1xindex>, value0} : (f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ) -> i17
        %19 = "foo.bar.baz"(%18, %18, %17) {foo.k1 = "}\E6\97\A5\E6\9C\AC@\C3\A9 -\09\95-", "quoted key 0"} : (i17, i17, f8E5M2FNUZ) -> tuple<f64>
        "foo.bar.baz"(%17, %17, %19) : (f8E5M2FNUZ, f8E5M2FNUZ, tuple<f64>) -> ()
        %20 = "my_dialect.thing"(%19) : (tuple<f64>) -> f8E4M3FN
      }) : () -> ()
    }) : () -> ()
    %15 = "foo.bar"() {b0 = dense<[[-1.13776795E-21, -4.72525752E-9, -1.33096294E-19]]> : tensor<1x3xf32>, z91 = 0x80 : f8E4M3B11FNUZ} : () -> vector<bf16>
    %16 = "foo.bar.baz"(%15, %15) : (vector<bf16>, vector<bf16>) -> f32
  }) : () -> tensor<0x360x3xui16>
  %1 = "foo.compute"() <{b3 = @f_1::@b::@_priv, "quoted key 1", z90 = @c, z92 = true}> : () -> vector<5x7x12xi1>
  %2:3 = "foo.op"(%0) <{z90 = "*"}> : (tensor<0x360x3xui16>) -> (memref<?x8x2xi7, #map, {kind = "scratch"}>, i1024, !x<"x<y>">)
  %3 = "x.y"() : () -> tensor<5x845xf8E5M2FNUZ, #foo.enc<i8 , ["x y" "x y" a.b]>>
  "foo.bar"() ({
  ^bb0(%arg0: vector<12xsi32>, %arg1: bf16, %arg2: vector<1xf32>):
    %7 = "my_dialect.thing"(%0, %arg2, %3) <{}> : (tensor<0x360x3xui16>, vector<1xf32>, tensor<5x845xf8E5M2FNUZ, #foo.enc<i8 , ["x y" "x y" a.b]>>) -> ui3
    "foo.op"() ({
      %10:4 = "foo.op"() <{b1 = "'\E6\97\A5\E6\9C\AC", d.k0, sym_name2}> {d.k2 = "\7F\C3\A9\00a\7F\0A", k$1 = @a, sym_name0 = "\C3\9Fz", z93 = @main::@b::@s$} : () -> (memref<1019x6x1xsi32, strided<[53, ?, 13], offset: 5>, "gpu">, i1, f64, vector<9x8x6xui64>)
      %11:3 = "z.nop"(%2#0, %arg1, %10#1) : (memref<?x8x2xi7, #map, {kind = "scratch"}>, bf16, i1) -> (memref<872xi64, #map1>, tensor<3x79x122xsi1>, tensor<1x13x1xf32>)
      %12 = "bar.yield"(%11#0) <{foo.k0 = loc(unknown)}> : (memref<872xi64, #map1>) -> si64
      %13 = "z.nop"() : () -> tensor<index>
      %14 = "foo.bar.baz"(%11#2, %10#1, %11#2) <{b0}> : (tensor<1x13x1xf32>, i1, tensor<1x13x1xf32>) -> i128
      "my_dialect.thing"(%10#3, %0, %7) : (vector<9x8x6xui64>, tensor<0x360x3xui16>, ui3) -> ()
    }) {d.k0 = @b, z91} : () -> ()
    "d.op_1"(%arg0, %arg1) {b0 = {a0 = ""}} : (vector<12xsi32>, bf16) -> ()
    %8 = "x.y"(%arg2) <{d.k0 = sparse<[[2, 2], [2, 1], [1, 0]], [8, 1, -2147483648]> : tensor<6x3xi32>, value1 = 1.000000e-05 : f64}> : (vector<1xf32>) -> i16
    %9:4 = "bar.yield"(%arg2) : (vector<1xf32>) -> (!my_dialect.v<{i8, "x y", "x y"}>, i24, memref<*xf8E5M2FNUZ>, !foo.a.b)
  }) : () -> ()
  %4 = "foo.bar"(%1) : (vector<5x7x12xi1>) -> memref<1x?x248xf64>
  %5 = "foo.op"(%4) <{a2 = "\0A@'\\\09\00!\090}_\E6\97\A5\E6\9C\AC" : bf16, a3, b0 = dense_resource<blob0> : tensor<1xi32>, b1 = dense<[294, 597, 143, 481]> : tensor<4xindex>}> : (memref<1x?x248xf64>) -> memref<2xindex, 7>
  %6:3 = "foo.op"(%0, %2#2) : (tensor<0x360x3xui16>, !x<"x<y>">) -> (vector<[11]xf32>, !foo.t, f32)
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x040000001D5188A3"
    }
  }
#-}

