!buf0 = memref<?x1xbf16>
!buf1 = memref<2x1xf16>
!tensor2 = tensor<8x3xf16>
!tensor3 = tensor<?x1xf64>
!buf4 = memref<2x1xi8>
!buf5 = memref<2048xi8>
!buf6 = memref<4x8xf64>
!tensor7 = tensor<?x1xf16>

func.func private @ext0(!buf0 {llvm.noundef, test.tag = "x"}, f16) -> (index, f16)
func.func private @ext1(!buf1) -> (index, memref<8x1xindex>)
func.func @fn.0(%x_1: vector<8x1xf64>, %y: index, %3: vector<8x1xindex>, %arg: vector<2x1xf16>) -> (bf16, index) {  // note
    %tmp5 = tensor.empty() : !tensor2
    %acc = tensor.extract_slice %tmp5[6, 2] [2, 1] [1, 1] : tensor<8x3xf16> to tensor<2x1xf16>
    %x8 = arith.constant 8 : index
    %9 = tensor.empty(%x8) : !tensor3
    %c = arith.constant 0 : index
    %c_11 = arith.constant 4 : index
    %res = arith.constant 2 : index
    %15 = arith.constant 0 : index
    %16 = arith.constant 1 : index
    %x17 = arith.constant 1 : index
    %21 = arith.constant -1 : i32
    %val = scf.parallel (%18, %lhs) = (%c, %15) to (%c_11, %16) step (%res, %x17) init (%21) -> (i32) {

        %v24 = arith.constant dense<[[0.0],[1.000000e+00]]> : vector<2x1xf32>
        %25 = arith.subf %v24, %v24 fastmath<nnan, ninf, nsz> : vector<2x1xf32>
        %v29 = memref.alloca() : memref<2x1xf16>
        %tmp30:2 = func.call @ext1(%v29) : (memref<2x1xf16>) -> (index, memref<8x1xindex>)
        scf.reduce(%21 : i32) {
        ^bb0(%tmp31: i32, %32: i32):
            %red_33 = arith.muli %tmp31, %32 : i32
            scf.reduce.return %red_33 : i32
        }
    }
    %35 = arith.constant false
    %36 = arith.constant -7.5 : f16
    %37 = arith.select %35, %36, %36 : f16
    %x38 = arith.constant dense<1> : vector<2x1xi16>
    %39 = math.ipowi %x38, %x38 : vector<2x1xi16>
    %x40 = arith.constant 1.5e-1 : bf16
    %alloc_42 = memref.alloc() : memref<4xbf16>
    linalg.fill ins(%x40 : bf16) outs(%alloc_42 : memref<4xbf16>)
    %rhs = arith.constant 1 : index  // note
    %cst = arith.constant dense<[[-0.25]]> : tensor<1x1xf16>
    %46 = tensor.insert_slice %cst into %acc[%rhs, 0] [1, 1] [1, 1] : tensor<1x1xf16> into tensor<2x1xf16>
    %t47 = memref.alloc() {alignment = 16 : i64} : !buf4
    linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t47 : memref<2x1xi8>) outs(%t47 : memref<2x1xi8>) {
    ^bb0(%in: i8, %in_49: i8):
        %x50 = arith.addi %in, %in_49 : i8
        linalg.yield %x50 : i8
    }
    %alloc_51 = memref.alloc() : memref<2048xi8>
    %54 = arith.constant 0 : index
    %55 = memref.view %alloc_51[%54][] : !buf5 to !buf6
    %tmp56, %57 = arith.mului_extended %21, %21 : i32
    %v61 = arith.constant 0 : index
    %c_66 = arith.constant 0 : index
    %extracted_67 = tensor.extract %cst[%v61, %c_66] : tensor<1x1xf16>
    %divf = arith.divf %x40, %x40 fastmath<fast> : bf16
    %x69 = arith.constant 6 : index
    %70 = tensor.empty(%x69) : tensor<?x1xf16>
    %v71 = arith.constant -0.25 : f16
    %sum = arith.constant 0 : index
    %c_73 = arith.constant 0 : index
    %tmp74 = tensor.insert %v71 into %70[%sum, %c_73] : !tensor7
    func.return %divf, %54 : bf16, index
}
