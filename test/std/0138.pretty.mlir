#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
module {
  module @inner {
    func.func @helper9(%arg0: tensor<4x4xf64>) -> vector<3xf64> {
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c2 = arith.constant 2 : index
      scf.parallel (%arg1) = (%c0) to (%c4) step (%c2) {
        %c-1_i32 = arith.constant -1 : i32
        %c-1_i32_0 = arith.constant -1 : i32
        %0 = arith.divsi %c-1_i32, %c-1_i32_0 : i32
        %cst_1 = arith.constant dense<[[1], [-1], [1]]> : vector<3x1xi16>
        %sum, %overflow = arith.addui_extended %cst_1, %cst_1 : vector<3x1xi16>, vector<3x1xi1>
        scf.reduce 
      }
      %cst = arith.constant dense<-7.500000e+00> : vector<3xf64>
      return %cst : vector<3xf64>
    }
  }
  func.func @compute0(%arg0: memref<4x4xf32>, %arg1: tensor<4x4xf64> {llvm.noundef}, %arg2: memref<3xf64> {llvm.noundef, test.tag = "x"}) -> (tensor<3xf64> {test.foo = 1 : i32}) attributes {level = 2 : i64, passthrough = ["nounwind"]} {
    %cst = arith.constant -2.500000e-01 : f64
    %cst_0 = arith.constant 1.000000e+00 : f64
    %0 = math.powf %cst, %cst_0 fastmath<reassoc,contract> : f64
    %cst_1 = arith.constant dense<34> : tensor<4x4xi8>
    %1 = tensor.empty() : tensor<4xi8>
    %reduced = linalg.reduce ins(%cst_1 : tensor<4x4xi8>) outs(%1 : tensor<4xi8>) dimensions = [0] 
      (%in: i8, %init: i8) {
        %8 = arith.addi %in, %init : i8
        linalg.yield %8 : i8
      }
    cf.br ^bb1
  ^bb1:  // pred: ^bb0
    %2 = tensor.empty() : tensor<4x4xbf16>
    %3 = scf.forall (%arg3) in (4) shared_outs(%arg4 = %2) -> (tensor<4x4xbf16>) {
      %extracted_slice = tensor.extract_slice %cst_1[3, 2] [1, 1] [1, 1] : tensor<4x4xi8> to tensor<1x1xi8>
      %cst_6 = arith.constant dense<[[4.000000e+02, -2.500000e-01, 2.500000e+00, -7.500000e+00]]> : tensor<1x4xbf16>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %cst_6 into %arg4[%arg3, 0] [1, 4] [1, 1] : tensor<1x4xbf16> into tensor<4x4xbf16>
      }
    }
    %cst_2 = arith.constant 1.000000e+02 : f32
    %4 = arith.negf %cst_2 fastmath<reassoc,contract> : f32
    %false = arith.constant false
    cf.cond_br %false, ^bb2(%4 : f32), ^bb2(%cst_2 : f32)
  ^bb2(%5: f32):  // 2 preds: ^bb1, ^bb1
    %cst_3 = arith.constant dense<76> : vector<4x4xi16>
    %cst_4 = arith.constant dense<[[-13, -17, 3, -1], [32767, -1, 0, 1], [1, -1, 32767, -1], [73, 0, 61, 1]]> : vector<4x4xi16>
    %sum, %overflow = arith.addui_extended %cst_3, %cst_4 : vector<4x4xi16>, vector<4x4xi1>
    %cst_5 = arith.constant dense<-7.500000e+00> : vector<1x3xf16>
    %6 = arith.cmpf false, %cst_5, %cst_5 fastmath<nnan,ninf,nsz> : vector<1x3xf16>
    %7 = tensor.empty() : tensor<3xf64>
    return %7 : tensor<3xf64>
  }
  func.func @fn.1(%arg0: f64, %arg1: tensor<3xf32>, %arg2: f32, %arg3: tensor<8xf32> {llvm.noundef, test.tag = "x"}) -> (tensor<4x?xf64>, f32 {llvm.noundef}, memref<3xf32>) attributes {ref = @inner::@helper9} {
    %cst = arith.constant dense<15> : tensor<1x4xi32>
    %0 = tensor.empty() : tensor<1xi32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%cst : tensor<1x4xi32>) outs(%0 : tensor<1xi32>) {
    ^bb0(%in: i32, %out: i32):
      %8 = arith.addi %in, %out : i32
      linalg.yield %8 : i32
    } -> tensor<1xi32>
    %expanded = tensor.expand_shape %cst [[0, 1], [2]] output_shape [1, 1, 4] : tensor<1x4xi32> into tensor<1x1x4xi32>
    %cst_0 = arith.constant dense<79> : vector<3x4xi16>
    %cst_1 = arith.constant dense<[[0, 71, 32767, 32767], [11, 5, 0, -1], [-3, -1, 46, 1]]> : vector<3x4xi16>
    %2 = arith.cmpi ne, %cst_0, %cst_1 : vector<3x4xi16>
    %cst_2 = arith.constant 5.000000e-01 : f64
    %3 = math.fma %arg0, %arg0, %cst_2 fastmath<nnan,ninf,nsz> : f64
    %cst_3 = arith.constant dense<[[1.000000e+00, -7.500000e+00, 1.500000e-01, 1.000000e+00], [-7.500000e+00, 5.000000e-01, 1.000000e+00, -1.000000e+00], [4.000000e+02, 1.000000e+02, 1.000000e+02, -7.500000e+00], [5.000000e-01, 0.000000e+00, -2.500000e-01, 1.000000e+00]]> : vector<4x4xf64>
    %4 = arith.negf %cst_3 fastmath<nnan,ninf,nsz> : vector<4x4xf64>
    %cst_4 = arith.constant dense<1.000000e+00> : vector<8xf64>
    %5 = arith.cmpf ogt, %cst_4, %cst_4 fastmath<fast> : vector<8xf64>
    %cst_5 = arith.constant dense<[2.500000e+00, -7.500000e+00, 0.000000e+00, 1.500000e-01]> : vector<4xf64>
    %cst_6 = arith.constant dense<127> : vector<4xi8>
    %6 = math.fpowi %cst_5, %cst_6 fastmath<reassoc,contract> : vector<4xf64>, vector<4xi8>
    %false = arith.constant false
    cf.assert %false, ""
    %c3 = arith.constant 3 : index
    %7 = tensor.empty(%c3) : tensor<4x?xf64>
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<3xf32>
    return %7, %arg2, %alloc : tensor<4x?xf64>, f32, memref<3xf32>
  }
}

