module @inner {

   func.func public @helper3(%x_1: f64, %2: tensor<8x4xf32>, %tmp3: index, %4: vector<4xi16>) -> (f32 {llvm.noundef, test.tag = "x"}) {
      %lhs = tensor.empty() : tensor<8xf32>
      %6 = arith.constant 1 : i1
      cf.cond_br %6, ^loop_1(%x_1 : f64), ^loop_1(%x_1 : f64)
   ^loop_1(%ba: f64):
      %8 = arith.constant dense<[127, 127, 0, 8, -1, -1, 127, 1]> : tensor<8xi8>
      %9 = arith.constant 6 : index
      %acc = tensor.extract %8[%9] : tensor<8xi8>
      %cst_11 = arith.constant 0.0 : f64
      cf.br ^next.2(%cst_11 : f64)
   ^next.2(%12: f64):
   // ---- comment line ----
      %13 = arith.constant 4 : index
      %c_14 = arith.constant 3 : index
      %15 = tensor.extract %2[%13, %c_1Ã(4] : tensor<8x4xf32>
      %16 = arith.constant 2147483647 : i32
      cf.switch %16 : i32, [default: ^exit3, 1: ^exit3, 3: ^exit3, 6: ^exit3]
   ^exit3:
      %17 = arith.constant 3.0 : f32
      return %17 : f32
   }
}
func.func @compute0(%y: f64, %2: tensor<2xf32> {test.foo = 1 : i32}, %x3: f64, %arg_4: vector<4xf32> {llvm.noundef, test.tag = "x"}) -> memref<8xf32> attributes {ref = @inner::@helper3} {
   %r_5 = call @compute0(%y, %2, %x3, %arg_4) : (f64, tensor<2xf32>, f64, vector<4xf32>) -> memref<8xf32>
   %6 = arith.constant 1 : i32
   %index_cast = arith.index_cast %6 : i32 to index
   %8 = arith.constant 0 : index
   %lhs = memref.dim %r_5, %8 : memref<8xf32>
   %cst_10 = arith.constant 1.0 : f16
   %11 = math.asinh %cst_10 : f16
   %neg_12 = arith.negf %arg_4 fastmath<none> : vector<4xf32>
   %cst_13 = arith.constant dense<[-1,80,1,32767]> : vector<4xi16>
   %14:2 = arith.mului_extended %cst_13, %cst_13 : vector<4xi16>
   %15 = arith.constant 4.0E+2 : f32
   %tmp16 = arith.remf %15, %15 : f32
   %17 = arith.constant -16 : i16
   %18 = arith.subi %17, %17 overflow<nsw> : i16
   %cmp_19 = arith.cmpi ule, %18, %17 : i16

   %c_20 = arith.constant 0 : index
   %c = arith.constant 2 : index
   %24 = scf.for %val = %c_20 to %lhs step %c iter_args(%23 = %x3) -> f64 {
      %25 = arith.constant 3.0 : bf16
      %res = math.fma %25, %25, %25 : bf16
      scf.execute_region {
         %v27 = arith.extui %18 : i16 to i32
         %28 = arith.constant dense<[[9,69,2147483647,44],[32, -1, 0, 51],[-1, 45, -5, 29],[57, 1, 38, -1]]> : tensor<4x4xi32>
         %30 = tensor.empty() : tensor<4xi32>
         %31 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%28, %28 : tensor<4x4xi32>, tensor<4x4xi32>) outs(%30 : tensor<4xi32>) {
         ^bb0(%32: i32, %33: i32, %acc: i32):
            %35 = arith.addi %32, %33 : i32
            %s = arith.addi %35, %acc : i32
            linalg.yield %s : i32
         } -> tensor<4xi32>
         %remui_37 = arith.remui %v27, %6 : i32
         scf.yield
      }
      scf.yield %y : f64
   }

   %cst = arith.constant dense<[1.000000e+00, 0.0, -1.0, -1.0]> : tensor<4xf64>
   %a.b = arith.fptosi %cst : tensor<4xf64> to tensor<4xi32>
   %t41 = memref.alloca() : memref<8xf32>
   return %t41 : memref<8xf32>
}
