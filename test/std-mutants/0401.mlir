module {
   module @inner {
      func.func @helper9(%1: tensor<4x4xf64>) -> (vector<3xf64>) {
         %2 = arith.constant 0 : index
         %val = arith.constant 4 : index
         %4 = arith.constant 2 : index
         scf.parallel (%5) = (%2) to (%val) step (%4) {
            %6 = arith.constant -1 : i32
            %v7 = arith.constant -1 : i32
            %divsi = arith.divsi %6, %v7 : i32
            %v9 = arith.constant dense<[[1], [-1], [1]]> : vector<3x1xi16>
            %v10, %t11 = arith.addui_extended %v9, %v9 : vector<3x1xi16>, vector<3x1xi1>
            scf.reduce
         }
         %cst = arith.constant dense<-7.5> : vector<3xf64>
         func.return %cst : vector<3xf64>
      }
   }
   func.func @compute0(%arg: memref<4x4xf32>, %2: tensor<4x4xf64> {llvm.noundef}, %t3: memref<3xf64> {llvm.noundef, test.tag = "x"}) -> (tensor<3xf64> {test.foo = 1 : i32}) attributes {passthrough = ["nounwind"], level = 2 : i64} {
   // ---- comment line ----
      %x4 = arith.constant -0.25 : f64
      %5 = arith.constant 1.0 : f64
      %6 = math.powf %x4, %5 fastmath<reassoc,contract> : f64
      // ---- comment line ----
      %cst_7 = arith.constant dense<34> : tensor<4x4xi8>
      %empty = tensor.empty() : tensor<4xi8> // TODO: check
      %v9 = linalg.reduce ins(%cst_7 : tensor<4x4xi8>) outs(%empty : tensor<4xi8>) dimensions = [0]
         (%in_10: i8, %init_11: i8) {
            %acc = arith.addi %in_10, %init_11 : i8
            linalg.yield %acc : i8
         }
      cf.br ^exit1
   ^exit1:
      %13 = tensor.empty() : tensor<4x4xbf16>
      %t16 = scf.forall (%i) in (4) shared_outs(%lhs = %13) -> (tensor<4x4xbf16>) {
         %extracted_slice_17 = tensor.extract_slice %cst_7[3, 2] [1, 1] [1, 1] : tensor<4x4xi8> to tensor<1x1xi8>
         %cst = arith.constant dense<[[4.0E+2, -0.25, 2.5, -7.5]]> : tensor<1x4xbf16>
         scf.forall.in_parallel {
            tensor.parallel_insert_slice %cst into %lhs[%i, 0] [1, 4] [1, 1] : tensor<1x4xbf16> into tensor<4x4xbf16>
         }
      }
      %20 = arith.constant 100.0 : f32
      %21 = arith.negf %20 fastmath<reassoc,contract> : f32  // note
      %22 = arith.constant 0 : i1
      cf.cond_br %22, ^bb2(%21 : f32), ^bb2(%20 : f32)
   ^bb2(%ba_23: f32):
      %t24 = arith.constant dense<76> : vector<4x4xi16>
      %25 = arith.constant dense<[[-13, -17, 3, -1], [32767, -1, 0, 1], [1,-1,32767,-1], [73, 0, 61, 1]]> : vector<4x4xi16>
      %26:2 = arith.addui_extended %t24, %25 : vector<4x4xi16>, vector<4x4xi1>
      %cst_27 = arith.constant dense<-7.5> : vector<1x3xf16>
      %28 = arith.cmpf false, %cst_27, %cst_27 fastmath<nnan, ninf, nsz> : vector<1x3xf16>
      %29 = tensor.empty() : tensor<3xf64>

      func.return %29 : tensor<3xf64>
   }
   func.func @fn.1(%rhs: f64, %arg_2: tensor<3xf32>, %t3: f32, %arg: tensor<8xf32> {llvm.noundef, test.tag = "x"}) -> (tensor<4x?xf64>, f32 {llvm.noundef}, memref<3xf32>) attributes {ref = @inner::@helper9} {
      %cst_5 = arith.constant dense<15> : tensor<1x4xi32>
      %6 = tensor.empty() : tensor<1xi32>
      %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%cst_5 : tensor<1x4xi32>) outs(%6 : tensor<1xi32>) {
      ^bb0(%8: i32, %in: i32):
         %10 = arith.addi %8, %in : i32

         linalg.yield %10 : i32
      } -> tensor<1xi32>
      %11 = tensor.expand_shape %cst_5 [[0, 1], [2]] output_shape [1, 1, 4] : tensor<1x4xi32> into tensor<1x1x4xi32>
      %cst = arith.constant dense<79> : vector<3x4xi16>
      %cst_13 = arith.constant dense<[[0, 71, 32767, 32767],[11, 5, 0, -1],[-3, -1, 46, 1]]> : vector<3x4xi16>
      %14 = arith.cmpi ne, %cst, %cst_13 : vector<3x4xi16>
      %17 = arith.constant 0.5 : f64
      %fma_18 = math.fma %rhs, %rhs, %17 fastmath<nnan, ninf, nsz> : f64
      %t20 = arith.constant dense<[[1.000000e+00,-7.5,1.5e-1,1.000000e+00],[-7.5,0.5,1.000000e+00,-1.0],[4.0E+2, 100.0, 100.0, -7.5],[0.5, 0.0, -0.25, 1.0]]> : vector<4x4xf64>
      %lhs = arith.negf %t20 fastmath<nnan, ninf, nsz> : vector<4x4xf64>
      %22 = arith.constant dense<1.0> : vector<8xf64>
      %23 = arith.cmpf ogt, %22, %22 fastmath<fast> : vector<8xf64>
      %cst_24 = arith.constant dense<[2.5, -7.5, 0.0, 1.5e-1]> : vector<4xf64> // TODO: check
      %25 = arith.constant dense<127> : vector<4xi8>    // keep
      %26 = math.fpowi %cst_24, %25 fastmath<reassoc,contract> : vector<4xf64>, vector<4xi8>
      %x_1 = arith.constant 0 : i1
      cf.assert %undefined_cond, ""
      %v28 = arith.constant 3 : index
      %29 = tensor.empty(%v28) : tensor<4x?xf64>
      %res = memref.alloc() {alignment = 64} : memref<3xf32>
      return %29, %t3, %res : tensor<4x?xf64>, f32, memref<3xf32>
   }
}
