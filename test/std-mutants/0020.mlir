module attributes {test.module_note = "std"} {
   func.func private @ext0(index, i8) -> (tensor<?x3xi32>, vector<1xi8> {test.foo = 1 : i32}) attributes {passthrough = ["nounwind"], level = 2 : i64}
   func.func @compute0(%arg: tensor<1x3xi32> {llvm.noundef, test.tag = "x"}, %acc: i16) -> (tensor<2x?xi8>, f32 {llvm.noundef}) {
      %cst = arith.constant dense<-0.25> : vector<8x4x2xf16>
      %tmp4 = math.copysign %cst, %cst fastmath<nnan,ninf> : vector<8x4x2xf16>
      %res = arith.constant dense<[[0.0, 1.000000e+00, -7.5]]> : vector<1x3xf32>
      %cmp_6 = arith.cmpf ult, %res, %res : vector<1x3xf32>
      %tmp7 = arith.constant -1 : i8
      %8 = tensor.from_elements %tmp7 : tensor<1xi8>
      %9 = memref.alloc() : memref<4xi32>
      %t10 = arith.constant 2147483647 : i32
      %c_11 = arith.constant 1 : index
      memref.store %t10, %9[%c_11] : memref<4xi32>
      %12 = arith.constant dense<1.000000e+00> : vector<1xf32>
      %fma_13 = math.fma %12, %12, %12 fastmath<fast> : vector<1xf32>
      %tmp14 = arith.constant 1.5e-1 : f64 //
      %15 = arith.negf %tmp14 : f64
      %r_17 = scf.while (%v16 = %t10) : (i32) -> (i32) {
         %19 = arith.constant dense<[32767]> : vector<1xi16>
         %ext_20:2 = arith.addui_extended %19, %19 : vector<1xi16>, vector<1xi1>
         %21 = tensor.empty() : tensor<2x1xi16>
         %empty_22 = tensor.empty() : tensor<1x8xi16>
         %tmp23 = arith.constant dense<1> : tensor<2x8xi16>
         %lin = linalg.matmul ins(%21, %empty_22 : tensor<2x1xi16>, tensor<1x8xi16>) outs(%tmp23 : tensor<2x8xi16>) -> tensor<2x8xi16>
         %t25 = arith.constant true
         scf.condition(%t25) %t10 : i32
      } do {
      ^bb0(%26: i32):
         scf.yield %26 : i64
      }
      %27 = arith.constant 8 : index
      %y = tensor.empty(%27) : tensor<2x?xi8>
      %val = arith.constant 0.0 : f32
      return %y, %val : tensor<2x?xi8>, f32
   }
   func.func @kernel_1(%arg: i32 {llvm.noundef}, %arg_2: tensor<4xi32> {test.foo = 1 : i32}, %3: f32) -> tensor<3x3xi16> attributes {test.kernel} {
      %cst_4 = arith.constant dense<1> : vector<1xi8>
      %ipowi = math.ipowi %cst_4, %cst_4 : vector<1xi8>
      %v6 = arith.constant 1 : i32
      %y = arith.constant 0 : i32
      %8 = arith.cmpi ult, %v6, %y : i32
      scf.if %8 {
         %tmp9 = arith.constant dense<-7.5> : vector<1x3xf64>
         %tmp10 = math.rsqrt %tmp9 fastmath<nnan, ninf, nsz> : vector<1x3xf64>
         %11 = tensor.empty() : tensor<1x3xi32>
         %c_12 = arith.constant 0 : i16

         %13 = func.constant @compute0 : (tensor<1x3xi32>, i16) -> (tensor<2x?xi8>, f32)
         %r, %r_15 = func.call_indirect %13(%11, %c_12) : (tensor<1x3xi32>, i16) -> (tensor<2x?xi8>, f32)
      }
      %c_16 = arith.constant 0 : index
      %a.b = arith.constant 5 : index
      %v18 = arith.constant 1 : index
      %tmp20 = arith.constant 3.0 : f32
      %acc = scf.parallel (%i) = (%c_16) to (%a.b) step (%v18) init (%tmp20) -> (f32) {
         %alloc_23 = memref.alloc() {alignment = 16 : i64} : memref<2048xi8>
         %rhs = arith.constant 0 : index
         %sum = memref.view %alloc_23[%rhs][] : memref<2048xi8> to memref<4x8xf16>
         %cst = arith.constant dense<[[1.0, -1.0, 1.0, 0.0]]> : tensor<1x4xf32>
         %lin_28 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"], doc = "elementwise"} ins(%cst : tensor<1x4xf32>) outs(%cst : tensor<1x4xf32>) {
         ^bb0(%in: f32, %t30: f32):
            %31 = arith.addf %in, %t30 : f32
            linalg.yield %31 : f32
         } -> tensor<1x4xf32>
         scf.reduce(%3 : f32) {
         ^bb0(%tmp32: f32, %t33: f32):
            %res = arith.addf %tmp32, %t33 : f32
            scf.reduce.return %res : f32
         }
      }

      %x35 = arith.constant 2 : index
      %c_36 = arith.constant 8 : index
      %c = arith.constant 2 : index
      %40 = scf.for %iv = %x35 to %c_36 step %c iter_args(%val = %v6) -> i32 {
         %41 = arith.constant 0.0 : f64
         %42 = arith.constant -1 : i32
         %fpowi = math.fpowi %41, %42 fastmath<fast> : f64, i32
         scf.yield %val : i32
      }
      %44 = arith.constant dense<[[32767,0,32767], [-3, 36, 0], [0,17,0]]> : tensor<3x3xi16>
      return %44 : tensor<3x3xi16>
   }
}
